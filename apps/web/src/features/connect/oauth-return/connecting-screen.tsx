import { Center, Loader, Stack, Text } from '@mantine/core';

/** The centered loader of a callback page while it works ('Conectando seu Instagram'). */
export function ConnectingScreen({ title }: { title: string }) {
  return (
    <Center mih="min(70vh, 560px)" w="100%" p="md">
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Loader size="lg" aria-hidden />
        <Text fw={600} fz="lg" ta="center">
          {title}
        </Text>
        <Text c="dimmed" size="sm" ta="center">
          Isso leva só alguns segundos.
        </Text>
      </Stack>
    </Center>
  );
}
