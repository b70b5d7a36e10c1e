import { kitSectionLabels, type KitSection } from '@ma/domain';
import { ActionIcon, Group, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { SectionItem } from './appearance-draft.ts';
import classes from './section-list.module.css';

export interface SectionListProps {
  sections: SectionItem[];
  onShownChange: (id: KitSection, shown: boolean) => void;
  onMove: (id: KitSection, step: -1 | 1) => void;
}

const moveLabel = (step: -1 | 1, id: KitSection) => `${step < 0 ? 'Mover para cima' : 'Mover para baixo'}: ${kitSectionLabels[id]}`;

/**
 * 'Seções': a switch to show or hide each section and buttons to move it. After a move the
 * focus stays on the button pressed (or its twin, at an end) and the new place is announced,
 * so the list can be sorted from the keyboard alone.
 */
export function SectionList({ sections, onShownChange, onMove }: SectionListProps) {
  const titleId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ id: KitSection; step: -1 | 1 } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const same = buttons.current.get(`${pending.id}${pending.step}`);
    const twin = buttons.current.get(`${pending.id}${-pending.step}`);
    (same && !same.disabled ? same : twin)?.focus();
  }, [sections]);

  const move = (id: KitSection, step: -1 | 1) => {
    const place = sections.findIndex((section) => section.id === id) + step + 1;
    pendingFocus.current = { id, step };
    setAnnouncement(`${kitSectionLabels[id]}: posição ${place} de ${sections.length}.`);
    onMove(id, step);
  };

  const moveButton = (id: KitSection, step: -1 | 1, disabled: boolean) => (
    <ActionIcon
      ref={(node) => {
        if (node) buttons.current.set(`${id}${step}`, node);
        else buttons.current.delete(`${id}${step}`);
      }}
      variant="default"
      size="lg"
      aria-label={moveLabel(step, id)}
      disabled={disabled}
      onClick={() => move(id, step)}
    >
      {step < 0 ? <IconArrowUp size={18} aria-hidden /> : <IconArrowDown size={18} aria-hidden />}
    </ActionIcon>
  );

  return (
    <Stack gap="xs">
      <Stack gap={2}>
        <Text fw={500} size="sm" id={titleId}>
          Seções
        </Text>
        <Text size="xs" c="dimmed">
          Escolha o que aparece no seu kit e em que ordem. Uma seção sem conteúdo fica de fora mesmo ligada.
        </Text>
      </Stack>
      <ol className={classes.list} aria-labelledby={titleId}>
        {sections.map(({ id, shown }, index) => (
          <li key={id} className={classes.item}>
            <Switch label={kitSectionLabels[id]} checked={shown} onChange={(event) => onShownChange(id, event.currentTarget.checked)} />
            <Group gap={4} wrap="nowrap">
              {moveButton(id, -1, index === 0)}
              {moveButton(id, 1, index === sections.length - 1)}
            </Group>
          </li>
        ))}
      </ol>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
