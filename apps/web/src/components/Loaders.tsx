import { Center, Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner that says what it waits for. Mantine's Loader is a plain span, where a bare aria-label is
 * not allowed (axe: aria-prohibited-attr); as an indeterminate progress bar it is named and announced.
 */
export function Busy({ label, ...props }: LoaderProps & { label: string }) {
  return <Loader role="progressbar" aria-label={label} {...props} />;
}

export function FullPageLoader() {
  return (
    <Center h="100dvh" aria-busy="true">
      <Busy label="Loading" />
    </Center>
  );
}

export function PageLoader() {
  return (
    <Center py="xl" aria-busy="true">
      <Busy label="Loading" />
    </Center>
  );
}
