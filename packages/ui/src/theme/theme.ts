import { createTheme, type NotificationProps } from '@mantine/core';
import { brand, magenta } from './colors.ts';
import { variantColorResolver } from './soft-variant.ts';

const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

/** Label of every notification's close button (docs/product/errors-and-messages.md "Toasts"). */
export const closeNotificationLabel = 'Fechar notificação';

/** The Mais Alcance theme: violet primary, magenta accent, rounded corners, system fonts. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand, magenta },
  defaultGradient: { from: 'brand.6', to: 'magenta.5', deg: 135 },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '800', textWrap: 'balance' },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  cursorType: 'pointer',
  focusRing: 'auto',
  autoContrast: true,
  variantColorResolver,
  components: {
    // A select's list is drawn when it opens, not at every page's start: kept mounted (Mantine's
    // default), each Select drew all its options hidden and positioned them, once more after the
    // first commit, which made the signed-in pages' longest task (issue #38).
    Combobox: { defaultProps: { keepMounted: false } },
    // A plain object rather than `Notification.extend`, which would bring the component into
    // every page with the theme (only the toaster, loaded later, shows notifications).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': closeNotificationLabel } } satisfies Partial<NotificationProps>,
    },
  },
});
