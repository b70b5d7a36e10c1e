import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { passwordStrength, type StrengthLevel } from '../password-strength.ts';

const colors: Record<StrengthLevel, string> = { 0: 'red', 1: 'red', 2: 'orange', 3: 'teal', 4: 'green' };

/** The strength of the password being typed, under the field: a bar and a word. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (password === '') return null;
  const { level, label } = passwordStrength(password);
  return (
    <Stack gap={4}>
      <Progress.Root size="sm" radius="xl">
        {/* The section is the progressbar: it carries the name and the word for screen readers. */}
        <Progress.Section value={Math.max(10, level * 25)} color={colors[level]} aria-label="Força da senha" aria-valuetext={label} />
      </Progress.Root>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          Força da senha: <strong>{label}</strong>
        </Text>
        <Text size="xs" c="dimmed">
          {password.length} caracteres
        </Text>
      </Group>
    </Stack>
  );
}
