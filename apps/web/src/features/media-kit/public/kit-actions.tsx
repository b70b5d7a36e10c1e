import { IconLink, IconMessageCircle, IconPrinter, IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useCopy } from '../../../lib/use-copy.ts';
import classes from './kit-page.module.css';

/**
 * 'Entrar em contato' (a jump to the contact section, which may stand at the end of a long page
 * on a phone), share, copy link and 'Salvar como PDF' (the browser's print, with the kit's print
 * stylesheet). The page shows them on the server too; the buttons act once it is hydrated.
 */
export function KitActions({
  url,
  name,
  contactId,
}: {
  url: string;
  name: string;
  /** The contact section's heading, when the kit has one. */ contactId?: string;
}) {
  const [native, setNative] = useState(false);
  const [status, setStatus] = useState('');
  // Known only in the browser: the server renders without it, so hydration matches.
  useEffect(() => setNative(typeof navigator.share === 'function'), []);

  const copy = useCopy(({ text }) => setStatus(text));

  return (
    <div className={classes.actions}>
      {contactId && (
        <a className={classes.primaryButton} href={`#${contactId}`}>
          <IconMessageCircle size={18} aria-hidden /> Entrar em contato
        </a>
      )}
      {native && (
        <button
          type="button"
          className={classes.secondaryButton}
          onClick={() => void navigator.share({ title: `Mídia kit de ${name}`, url }).catch(() => undefined)}
        >
          <IconShare size={18} aria-hidden /> Compartilhar
        </button>
      )}
      <button type="button" className={classes.secondaryButton} onClick={() => copy(url)}>
        <IconLink size={18} aria-hidden /> Copiar link
      </button>
      <button type="button" className={classes.secondaryButton} onClick={() => window.print()}>
        <IconPrinter size={18} aria-hidden /> Salvar como PDF
      </button>
      <p className={classes.status} role="status">
        {status}
      </p>
    </div>
  );
}
