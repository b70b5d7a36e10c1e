import { describe, expect, it } from 'vitest';
import { facebookShareUrl, linkedinShareUrl, proposalShareUrl, telegramShareUrl, whatsappShareUrl } from './share.ts';

const link = 'https://app.example.com/publi/abc-123/public';
const encoded = 'https%3A%2F%2Fapp.example.com%2Fpubli%2Fabc-123%2Fpublic';

describe('proposalShareUrl', () => {
  it('builds {origin}/publi/{id}/public', () => {
    expect(proposalShareUrl('https://app.example.com', 'abc-123')).toBe(link);
  });

  it('tolerates a trailing slash on the origin and encodes the id', () => {
    expect(proposalShareUrl('http://localhost:3000/', 'a/b')).toBe('http://localhost:3000/publi/a%2Fb/public');
  });
});

describe('share targets', () => {
  it('builds the WhatsApp link with text before the url, spaces as %20', () => {
    expect(whatsappShareUrl(link)).toBe(`https://wa.me/?text=${encoded}`);
    expect(whatsappShareUrl(link, 'Olha essa publi & cia')).toBe(`https://wa.me/?text=Olha%20essa%20publi%20%26%20cia%20${encoded}`);
  });

  it('builds the Facebook and LinkedIn links', () => {
    expect(facebookShareUrl(link)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(linkedinShareUrl(link)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
  });

  it('builds the Telegram link with an optional text', () => {
    expect(telegramShareUrl(link)).toBe(`https://t.me/share/url?url=${encoded}`);
    expect(telegramShareUrl(link, 'Publi nova?')).toBe(`https://t.me/share/url?url=${encoded}&text=Publi%20nova%3F`);
  });

  it('round-trips the link through the query string', () => {
    const shared = new URL(linkedinShareUrl(`${link}?a=1&b=2`));
    expect(shared.searchParams.get('url')).toBe(`${link}?a=1&b=2`);
  });
});
