import { Stack, Text, Title } from '@mantine/core';

/** 'Selecione seu Instagram' and what the choice does. */
export function PickerHeading({ text }: { text: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Selecione seu Instagram
      </Title>
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}
