export { AppLayout, type AppLayoutProps } from './app-layout.tsx';
export { Sidebar, type SidebarProps } from './sidebar.tsx';
export type { SidebarUserData } from './sidebar-user.tsx';
export { DefaultLink, type LinkComponent, type LinkComponentProps } from './link-component.tsx';
export { isActive } from './is-active.ts';
