import { Alert, type AlertProps } from '@mantine/core';

/**
 * A light Alert whose title is in the body's text colour: Mantine colours the title like the
 * alert, and yellow or orange titles on their light background fail contrast. The icon and
 * the border carry the colour. General: it could move to components/.
 */
export function Notice(props: AlertProps & { 'data-testid'?: string }) {
  return <Alert variant="light" styles={{ title: { color: 'var(--mantine-color-text)' } }} {...props} />;
}
