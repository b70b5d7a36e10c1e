// The connect pages, for the route files. One module that every connect route imports puts the
// feature in one lazily loaded chunk instead of a dozen small shared ones: each chunk is one more
// name in the entry's preload table, which every page, /login included, downloads first
// (docs/decisions/008-first-load.md). The routes' search reader stays apart: it runs at start.
export { ConnectPage } from './networks/connect-page.tsx';
export { InstagramReturn } from './oauth-return/instagram-return.tsx';
export { TikTokReturn } from './oauth-return/tiktok-return.tsx';
export { OwnProfilePickerPage } from './picker/own-profile-picker-page.tsx';
export { PublicProfilePickerPage } from './picker/public-profile-picker-page.tsx';
export { CongratsPage } from './congrats/congrats-page.tsx';
