import { COPY_LINK_ERROR, COPY_LINK_SUCCESS } from '@ma/domain';
import { useClipboard } from '@mantine/hooks';
import { useEffect, useEffectEvent } from 'react';

/** What a copy says when it worked and when the browser refused. */
export interface CopyTexts {
  copied: string;
  failed: string;
}

/** A link's texts (docs/product/errors-and-messages.md): 'Link copiado com sucesso!', 'Erro ao copiar link'. */
export const LINK_COPY_TEXTS: CopyTexts = { copied: COPY_LINK_SUCCESS, failed: COPY_LINK_ERROR };

/** The outcome of one copy and the sentence that says it. */
export interface CopyOutcome {
  ok: boolean;
  text: string;
}

/**
 * The one way the web app copies to the clipboard (Mantine's useClipboard): returns `copy(text)`
 * and calls `onDone` once per copy with what to say. The app's pages say it in a toast
 * (use-copy-with-toast.ts); the public pages, which have no toasts, in a status line.
 */
export function useCopy(onDone: (outcome: CopyOutcome) => void, texts: CopyTexts = LINK_COPY_TEXTS): (text: string) => void {
  const { copy, copied, error, reset } = useClipboard();
  const say = (ok: boolean) => onDone({ ok, text: ok ? texts.copied : texts.failed });
  const done = useEffectEvent(say);
  // useClipboard keeps the outcome in state: said once, then cleared so that the next copy is said too.
  useEffect(() => {
    if (!copied && !error) return;
    done(copied);
    reset();
  }, [copied, error, reset]);
  return (text) => {
    try {
      copy(text);
    } catch {
      // A browser with the property but no clipboard behind it throws before any promise.
      say(false);
    }
  };
}
