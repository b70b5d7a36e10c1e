import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ThemeIcon.css';
import { kitChecklistLabels, kitLocation, levelLabel, missingKitItems, type KitChecklistItem, type Level } from '@ma/domain';
import { Group, List, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import type { KitFormValues } from './kit-form-values.ts';

const items = Object.keys(kitChecklistLabels) as KitChecklistItem[];

/** What is left for Prata (the domain's rule), as the creator fills the form in. */
export function KitChecklist({ values, level }: { values: KitFormValues; level: Level }) {
  const missing = missingKitItems({
    name: values.name,
    picture: values.pictureUrl,
    bio: values.bio,
    location: kitLocation(values.city, values.state),
    niches: values.niches,
  });
  const done = items.length - missing.length;
  if (level !== 'bronze' && missing.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="checklist-title">
      <Stack gap="xs">
        <Text fw={700} id="checklist-title">
          {missing.length === 0 ? `Tudo pronto! Salve para virar ${levelLabel('silver')}.` : `Complete seu kit para virar ${levelLabel('silver')}`}
        </Text>
        <Progress value={(done / items.length) * 100} aria-label={`${done} de ${items.length} itens completos`} color="brand" />
        <List spacing={4} size="sm" center>
          {items.map((item) => {
            const ok = !missing.includes(item);
            return (
              <List.Item
                key={item}
                icon={
                  <ThemeIcon size={20} radius="xl" color={ok ? 'green' : 'gray'} variant={ok ? 'filled' : 'light'}>
                    {ok ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
                  </ThemeIcon>
                }
              >
                <Group gap={4}>
                  <Text size="sm" td={ok ? 'line-through' : undefined} c={ok ? 'dimmed' : undefined}>
                    {kitChecklistLabels[item]}
                  </Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
