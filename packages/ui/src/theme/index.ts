export { theme, closeNotificationLabel } from './theme.ts';
export { brand, magenta } from './colors.ts';
export { softTextColor } from './soft-variant.ts';
export { UiProvider, type UiProviderProps } from './ui-provider.tsx';
