import { SHARE_NATIVE_ERROR } from '@ma/domain';
import { toast } from '@ma/ui/toasts';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Whether this browser has a native share sheet (phones, some desktops). */
export const canShareNatively = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Opens the native share sheet; closing it is not an error, anything else is (docs/product/proposals.md). */
export async function shareNatively(data: { title: string; text: string; url: string }): Promise<void> {
  try {
    await navigator.share(data);
  } catch (error) {
    if (!isAbort(error)) toast.error(SHARE_NATIVE_ERROR);
  }
}
