import { SHARE_NATIVE_ERROR } from '@ma/domain';
import { IconLink, IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { shareTargetIcons } from '../../../components/share/share-icons.ts';
import { shareTargets } from '../../../components/share/share-targets.ts';
import { useCopy } from '../../../lib/use-copy.ts';
import classes from './proposal-page.module.css';

type Status = { tone: 'success' | 'error'; text: string } | undefined;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * 'Compartilhe esta publi': the native share sheet where the browser has one, the four
 * networks, and copy link. What happened is said in the line below the buttons (this page
 * has no toasts); the server renders them too, and they act once the page is hydrated.
 */
export function ShareOptions({ url, title, text }: { url: string; title: string; text: string }) {
  const [native, setNative] = useState(false);
  const [status, setStatus] = useState<Status>();
  // Known only in the browser: the server renders without it, so hydration matches.
  useEffect(() => setNative(typeof navigator.share === 'function'), []);

  const share = async () => {
    setStatus(undefined);
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the sheet is not an error (docs/product/proposals.md "Sharing").
      if (!isAbort(error)) setStatus({ tone: 'error', text: SHARE_NATIVE_ERROR });
    }
  };

  const copy = useCopy(({ ok, text }) => setStatus({ tone: ok ? 'success' : 'error', text }));

  return (
    <section className={classes.share} aria-labelledby="share-title">
      <h2 id="share-title" className={classes.sectionTitle}>
        Compartilhe esta publi
      </h2>
      <div className={classes.shareButtons}>
        {native && (
          <button type="button" className={`${classes.button} ${classes.filled}`} onClick={() => void share()}>
            <IconShare size={18} aria-hidden /> Compartilhar
          </button>
        )}
        {shareTargets(url, text).map(({ key, label, href, color }) => {
          const Icon = shareTargetIcons[key];
          return (
            <a key={key} href={href} target="_blank" rel="noopener noreferrer" className={`${classes.button} ${classes.default}`}>
              <Icon size={18} color={color} aria-hidden /> {label}
            </a>
          );
        })}
        <button type="button" className={`${classes.button} ${classes.light}`} onClick={() => copy(url)}>
          <IconLink size={18} aria-hidden /> Copiar link
        </button>
      </div>
      <p className={classes.status} role="status" data-tone={status?.tone}>
        {status?.text}
      </p>
    </section>
  );
}
