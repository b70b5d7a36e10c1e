import { safeRedirectPath } from '@ma/domain';

const KEY = 'ma_remembered-path';

/** The private path a guest tried to open; kept in localStorage so it survives a reload. */
export const rememberedPath = {
  save(path: string): void {
    const safe = safeRedirectPath(path);
    if (safe) localStorage.setItem(KEY, safe);
  },
  /** Returns the remembered path (or null) and forgets it. */
  take(): string | null {
    const path = safeRedirectPath(localStorage.getItem(KEY) ?? '');
    localStorage.removeItem(KEY);
    return path;
  },
  peek(): string | null {
    return safeRedirectPath(localStorage.getItem(KEY) ?? '');
  },
};
