/**
 * The proposals a brief is picked from: the newest 50 open ones, as /publis lists them, searched in
 * the page. Apart from the hook that reads them, so that the route's loader (every page's first
 * load, docs/decisions/008-first-load.md) can start the request without the hook's imports.
 */
export const BRIEF_PROPOSALS_FILTERS = { pageSize: 50 } as const;
