import type { UgcScene } from '@ma/api-client/schemas';
import { formatSceneRange, ugcSceneLabels } from '@ma/domain';
import { Paper, Stack, Text, Timeline } from '@mantine/core';
import '@mantine/core/styles/Timeline.css';
import { IconEye, IconLetterT, IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';

function ScenePart({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em', display: 'flex', alignItems: 'center', gap: 4 }}>
        {icon}
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The scenes in order, as a timeline: each one's seconds, what is shown, what is said and the text on screen. */
export function SceneTimeline({ scenes }: { scenes: readonly UgcScene[] }) {
  return (
    <Timeline active={scenes.length} bulletSize={22} lineWidth={2} aria-label="Cenas">
      {scenes.map((scene, index) => (
        <Timeline.Item
          key={`${scene.startSecond}-${index}`}
          bullet={
            <Text size="xs" fw={700} c="white" aria-hidden>
              {index + 1}
            </Text>
          }
          title={
            <Text component="h3" fw={700} fz="md" m={0}>
              {formatSceneRange(scene.startSecond, scene.endSecond)}
            </Text>
          }
        >
          <Stack gap="sm" pt={6} pb="xs">
            {scene.shows.trim() && (
              <ScenePart icon={<IconEye size={14} aria-hidden />} label={ugcSceneLabels.shows}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {scene.shows}
                </Text>
              </ScenePart>
            )}
            {scene.says.trim() && (
              <ScenePart icon={<IconMessage size={14} aria-hidden />} label={ugcSceneLabels.says}>
                <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
                  “{scene.says.trim()}”
                </Text>
              </ScenePart>
            )}
            {scene.onScreenText.trim() && (
              <ScenePart icon={<IconLetterT size={14} aria-hidden />} label={ugcSceneLabels.onScreenText}>
                <Paper bg="dark.7" c="white" radius="sm" px="sm" py={6} w="fit-content" maw="100%">
                  <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {scene.onScreenText}
                  </Text>
                </Paper>
              </ScenePart>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
