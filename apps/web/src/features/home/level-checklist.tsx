import type { Overview } from '@ma/api-client/schemas';
import { levelStepTexts } from '@ma/domain';
import { PlainList } from '@ma/ui/plain-list';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled, IconCircleDot } from '@tabler/icons-react';

type Progress = Overview['progress'];

/** The steps to Ouro in the product's order: done ones ticked, the one next step marked. */
export function LevelChecklist({ progress }: { progress: Progress }) {
  return (
    <PlainList gap="xs" aria-label="Passos até o Ouro">
      {progress.steps.map(({ step, done }) => {
        const next = step === progress.nextStep;
        const Icon = done ? IconCircleCheckFilled : next ? IconCircleDot : IconCircle;
        const color = done ? 'var(--mantine-color-teal-7)' : next ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-gray-5)';
        return (
          <Group component="li" key={step} gap="sm" wrap="nowrap" mih={26}>
            <Icon size={22} color={color} aria-hidden style={{ flex: 'none' }} />
            {/* The next step in the brand's colour, without a badge: a phone's width keeps every step on one line. */}
            <Text size="sm" fw={next ? 700 : 500} c={done ? 'dimmed' : next ? 'brand.8' : undefined}>
              {levelStepTexts[step].label}
              <VisuallyHidden>{done ? ' (feito)' : next ? ' (próximo passo)' : ' (a fazer)'}</VisuallyHidden>
            </Text>
          </Group>
        );
      })}
    </PlainList>
  );
}
