import { levelLabel, levels, type Level } from '@ma/domain';
import { LevelMedal } from '@ma/ui/level-medal';
import { PlainList } from '@ma/ui/plain-list';
import { Group } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';

/** Bronze -> Prata -> Ouro, the levels reached in colour and the creator's own marked as current. */
export function LevelPath({ level }: { level: Level }) {
  const reached = levels.indexOf(level);
  return (
    <PlainList ordered inline gap={6} wrap="nowrap" aria-label="Níveis">
      {levels.map((each, index) => (
        <Group component="li" key={each} gap={6} wrap="nowrap" aria-current={each === level ? 'step' : undefined}>
          {index > 0 && <IconChevronRight size={16} color="var(--mantine-color-gray-5)" aria-hidden />}
          {/* Grey, not faded, for a level not reached yet: its label keeps its contrast. */}
          <span style={{ filter: index <= reached ? undefined : 'grayscale(1)' }} title={levelLabel(each)}>
            <LevelMedal level={each} size="sm" />
          </span>
        </Group>
      ))}
    </PlainList>
  );
}
