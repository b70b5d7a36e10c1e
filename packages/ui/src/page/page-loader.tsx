import { Center, Loader } from '@mantine/core';

/** The spinner shown while a page arrives. */
export function PageLoader() {
  return (
    <Center mih={240} h="100%" w="100%">
      <Loader aria-label="Carregando" />
    </Center>
  );
}
