/** The API's own paths: everything under /v3. The web app never answers there. */
export const isApiPath = (path: string): boolean => path === '/v3' || path.startsWith('/v3/');
