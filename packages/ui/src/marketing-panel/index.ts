export { MarketingPanel, type MarketingPanelProps } from './marketing-panel.tsx';
export { AuthLayout, type AuthLayoutProps } from './auth-layout.tsx';
