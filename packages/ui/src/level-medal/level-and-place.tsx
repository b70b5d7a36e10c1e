import { formatPlace, type Level } from '@ma/domain';
import { Group, Text } from '@mantine/core';
import { LevelMedal } from './level-medal.tsx';

/** A creator's level and, when known, where she lives ('Salvador, BA'): under her name on an applicant's card, in either app. */
export function LevelAndPlace({ level, city, state }: { level: Level; city: string | null; state: string | null }) {
  const place = formatPlace(city, state);
  return (
    <Group gap={8} wrap="wrap">
      <LevelMedal level={level} size="sm" />
      {place && (
        <Text size="sm" c="dimmed">
          {place}
        </Text>
      )}
    </Group>
  );
}
