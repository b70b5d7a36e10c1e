import { airaMessages } from '@ma/domain';
import { toast } from '@ma/ui/toasts';

/** Copies a piece as text and says so; a browser that refuses gets how to copy by hand. */
export async function copyText(text: string, copied: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error(airaMessages.copyFailed);
  }
}
