import {
  createTheme,
  darken,
  DEFAULT_THEME,
  Drawer,
  Modal,
  Notification,
  type CSSVariablesResolver,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons above the 4.5:1 contrast ratio.
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  // People whose system asks for less motion get dialogs and menus without transitions.
  respectReducedMotion: true,
  colors: {
    // Mantine's red with shade 8 (filled buttons) darkened from #e03131 (4.46:1 on white) to #c92a2a.
    red: [
      '#fff5f5',
      '#ffe3e3',
      '#ffc9c9',
      '#ffa8a8',
      '#ff8787',
      '#ff6b6b',
      '#fa5252',
      '#f03e3e',
      '#c92a2a',
      '#a61e1e',
    ],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Icon-only close buttons need a name for screen readers.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    }),
  },
});

/** Light badges and alerts write shade 9 on shade 1, which stays under 4.5:1 for these hues. */
const LOW_CONTRAST_HUES = ['teal', 'green', 'lime', 'yellow', 'orange'] as const;
const lightColors = Object.fromEntries(
  LOW_CONTRAST_HUES.map((hue) => [
    `--mantine-color-${hue}-light-color`,
    darken(DEFAULT_THEME.colors[hue][9], 0.3),
  ]),
);

/** Mantine's default dimmed and placeholder greys and error red are ~3.3:1 on white; these pass WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    ...lightColors,
  },
  dark: {},
});
