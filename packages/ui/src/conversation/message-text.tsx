import { messageParts } from '@ma/domain';
import { Anchor } from '@mantine/core';

/**
 * A message's text as typed: React escapes every character, so markup shows as the text it is;
 * only http and https addresses become links, opened in a new tab without the page's referrer.
 */
export function MessageText({ body }: { body: string }) {
  return (
    <>
      {messageParts(body).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" inherit underline="always">
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
