export { PageHeader } from './page-header.tsx';
export { PageLoader } from './page-loader.tsx';
export { GuestPage } from './guest-page.tsx';
