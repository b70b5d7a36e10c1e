/**
 * The profile picker's access token travels in the router's navigation state, never in the URL
 * (docs/product/not-built-yet.md "Instagram and TikTok connect"): it would otherwise land in the
 * browser history, server logs and the Referer of every image the picker loads. The picker
 * without it goes back to where the flow starts.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The short-lived token of GET /v3/connect/instagram-api, for the profile picker. */
    pickerToken?: string;
  }
}
