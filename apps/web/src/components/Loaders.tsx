import { Center, Loader } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center h="100dvh" aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}

export function PageLoader() {
  return (
    <Center py="xl" aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}
