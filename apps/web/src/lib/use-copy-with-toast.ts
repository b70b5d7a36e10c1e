import { toast } from '@ma/ui/toasts';
import { LINK_COPY_TEXTS, useCopy, type CopyTexts } from './use-copy.ts';

/** `copy(text)` for the app's pages: a success toast, or an error toast when the browser refuses. A link's texts unless given others. */
export function useCopyWithToast(texts: CopyTexts = LINK_COPY_TEXTS): (text: string) => void {
  return useCopy(({ ok, text }) => (ok ? toast.success(text) : toast.error(text)), texts);
}
