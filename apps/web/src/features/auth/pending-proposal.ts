import { useEffect } from 'react';
import { uuid } from '../../lib/search-params.ts';

const KEY = 'ma_pending-proposal';
/** A proposal not taken up within a day is no longer what the visitor came for. */
const TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The public proposal a guest left for 'Entrar' or 'Criar conta' (`?proposal=<id>` on /login and
 * /register). Kept in localStorage, not in the address: a Google sign-in, Instagram's consent page
 * and a sign-in link opened from the mail all come back without the login's query string. Only a
 * UUID is stored or read back, so nothing here can send anyone elsewhere.
 */
export const pendingProposal = {
  save(id: string, now = Date.now()): void {
    const safe = uuid(id);
    if (safe) localStorage.setItem(KEY, JSON.stringify({ id: safe, savedAt: now }));
  },
  /** The proposal's id, or null (none, unreadable, or older than a day). */
  peek(now = Date.now()): string | null {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
      if (typeof stored !== 'object' || stored === null || !('id' in stored) || !('savedAt' in stored)) return null;
      const { id, savedAt } = stored;
      if (typeof savedAt !== 'number' || now - savedAt > TTL_MS) return null;
      return uuid(id) ?? null;
    } catch {
      return null;
    }
  },
  forget(): void {
    localStorage.removeItem(KEY);
  },
};

/**
 * Keeps `id` (the page's `?proposal=`) as the pending proposal. An effect, not the route's
 * `beforeLoad`: a prerendered /login or /register hydrates without running it.
 */
export function useKeepPendingProposal(id: string | undefined): void {
  useEffect(() => {
    if (id) pendingProposal.save(id);
  }, [id]);
}
