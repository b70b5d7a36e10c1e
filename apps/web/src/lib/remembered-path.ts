import { safeRedirectPath } from '@ma/domain';

const KEY = 'ma_remembered-path';
const ERRAND_KEY = 'ma_remembered-path-errand';

/** The private path a guest tried to open; kept in localStorage so it survives a reload. */
export const rememberedPath = {
  /**
   * `errand`: the path is a link the person came to finish (a mailed link), which a sign-in returns
   * to before the level's next step; any other path waits for a level without one.
   */
  save(path: string, { errand = false }: { errand?: boolean } = {}): void {
    const safe = safeRedirectPath(path);
    if (!safe) return;
    localStorage.setItem(KEY, safe);
    if (errand) localStorage.setItem(ERRAND_KEY, '1');
    else localStorage.removeItem(ERRAND_KEY);
  },
  /** Returns the remembered path (or null) and forgets it. */
  take(): string | null {
    return rememberedPath.takeWithKind().path;
  },
  /** The remembered path and whether it is an errand, forgetting both. */
  takeWithKind(): { path: string | null; errand: boolean } {
    const path = safeRedirectPath(localStorage.getItem(KEY) ?? '');
    const errand = localStorage.getItem(ERRAND_KEY) === '1';
    localStorage.removeItem(KEY);
    localStorage.removeItem(ERRAND_KEY);
    return { path, errand };
  },
  peek(): string | null {
    return safeRedirectPath(localStorage.getItem(KEY) ?? '');
  },
};
