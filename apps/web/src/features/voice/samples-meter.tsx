import { airaMessages, formatVoiceDuration, MAX_VOICE_TOTAL_SECONDS, MIN_VOICE_TOTAL_SECONDS } from '@ma/domain';
import { Box, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.css';

/**
 * The samples' total against the window a profile needs (30 s to 5 min): a bar with a mark at
 * the minimum, and 'Total: 1 min 05 s (mínimo 30 s, máximo 5 min).'
 */
export function SamplesMeter({ totalSeconds }: { totalSeconds: number }) {
  const enough = totalSeconds >= MIN_VOICE_TOTAL_SECONDS;
  const minimumAt = (MIN_VOICE_TOTAL_SECONDS / MAX_VOICE_TOTAL_SECONDS) * 100;
  return (
    <Stack gap={4}>
      <Box pos="relative">
        <Progress.Root size="lg" radius="xl">
          {/* Its own numbers for assistive technology: the seconds, not a percentage of 5 minutes. */}
          <Progress.Section
            value={Math.min(100, (totalSeconds / MAX_VOICE_TOTAL_SECONDS) * 100)}
            color={enough ? 'teal.7' : 'yellow.6'}
            withAria={false}
            role="meter"
            aria-label="Total das amostras"
            aria-valuemin={0}
            aria-valuemax={MAX_VOICE_TOTAL_SECONDS}
            aria-valuenow={Math.round(totalSeconds)}
            aria-valuetext={airaMessages.samplesTotal(totalSeconds)}
          />
        </Progress.Root>
        <Box
          aria-hidden
          pos="absolute"
          top={-3}
          bottom={-3}
          left={`${minimumAt}%`}
          w={2}
          bg="var(--mantine-color-dark-3)"
          style={{ borderRadius: 1 }}
        />
      </Box>
      <Box pos="relative" h={16} aria-hidden>
        <Text size="xs" c="dimmed" pos="absolute" left={`${minimumAt}%`} style={{ transform: 'translateX(-50%)' }}>
          mín. {formatVoiceDuration(MIN_VOICE_TOTAL_SECONDS)}
        </Text>
        <Text size="xs" c="dimmed" pos="absolute" right={0}>
          {MAX_VOICE_TOTAL_SECONDS / 60} min
        </Text>
      </Box>
      <Text size="sm" fw={500} data-testid="samples-total">
        {airaMessages.samplesTotal(totalSeconds)}
      </Text>
    </Stack>
  );
}
