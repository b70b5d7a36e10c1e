import { vi } from 'vitest';

/**
 * Puts `value` on `navigator[key]` for one test (undefined takes it away). Call it after
 * userEvent.setup(), which puts a clipboard of its own there.
 */
export const setNavigator = (key: 'clipboard' | 'share', value: unknown) =>
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });

/** A clipboard that takes every text; returns its `writeText` to read what was copied. */
export function acceptingClipboard() {
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  setNavigator('clipboard', { writeText });
  return writeText;
}

/** A clipboard the browser refuses, as when the page lacks the permission. */
export const refusingClipboard = () => setNavigator('clipboard', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
