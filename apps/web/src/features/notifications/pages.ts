// The notifications page, for its route file: the route's component loads apart from the app's
// first load, so the bell in every page's sidebar never brings the page with it
// (docs/decisions/008-first-load.md).
export { NotificationsPage } from './notifications-page.tsx';
