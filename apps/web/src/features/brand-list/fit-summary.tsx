import type { Applicant } from '@ma/api-client/schemas';
import { airaMessages } from '@ma/domain';
import { PlainList } from '@ma/ui/plain-list';
import { Group, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { IconCircleCheck, IconCircleX, IconHelpCircle } from '@tabler/icons-react';
import { fitCheckView, fitColor, type FitTone } from './applicant-format.ts';

const toneIcon: Record<FitTone, { icon: typeof IconCircleCheck; color: string }> = {
  met: { icon: IconCircleCheck, color: 'var(--mantine-color-teal-7)' },
  unmet: { icon: IconCircleX, color: 'var(--mantine-color-red-7)' },
  unknown: { icon: IconHelpCircle, color: 'var(--mantine-color-gray-6)' },
};

/** The fit score as a bar, and each criterion the proposal targets: met, not met, or no data. */
export function FitSummary({ fit }: { fit: Applicant['fit'] }) {
  const title = airaMessages.fitScore(fit.score);
  return (
    <Stack gap={8}>
      <Group justify="space-between" gap="xs">
        <Text fw={700} size="sm">
          {title}
        </Text>
      </Group>
      <Progress value={fit.score} color={fitColor(fit.score)} size="md" radius="xl" aria-label={title} />
      {fit.checks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {airaMessages.fitNothingTargeted}
        </Text>
      ) : (
        <PlainList inline gap={6} aria-label="Critérios da proposta">
          {fit.checks.map((check) => {
            const view = fitCheckView(check);
            const { icon: Icon, color } = toneIcon[view.tone];
            return (
              <Group component="li" key={check.criterion} gap={4} wrap="nowrap" data-tone={view.tone}>
                <Icon size={18} color={color} aria-hidden style={{ flex: 'none' }} />
                <Text size="sm">
                  {check.label}:{' '}
                  <Text span c={view.tone === 'unknown' ? 'dimmed' : undefined} size="sm">
                    {view.text}
                  </Text>
                </Text>
              </Group>
            );
          })}
        </PlainList>
      )}
    </Stack>
  );
}
