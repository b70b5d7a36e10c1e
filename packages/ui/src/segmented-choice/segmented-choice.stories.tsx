import { Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SegmentedChoice } from './segmented-choice.tsx';

const durations = [
  { value: '15', label: '15 s' },
  { value: '30', label: '30 s' },
  { value: '60', label: '60 s' },
] as const;

export default { title: 'Controls/SegmentedChoice', component: SegmentedChoice } satisfies Meta<typeof SegmentedChoice>;

/** Aira's brief: a proposal or a theme of her own. Arrow keys move the choice. */
export const TwoOptions: StoryObj = {
  render: function Render() {
    const [source, setSource] = useState<'proposal' | 'theme'>('proposal');
    const sources = [
      { value: 'proposal', label: 'Proposta' },
      { value: 'theme', label: 'Tema livre' },
    ] as const;
    return <SegmentedChoice data={sources} value={source} onChange={setSource} aria-label="Origem do briefing" />;
  },
};

/** A script's duration, under a visible label, on a phone's width. */
export const Durations: StoryObj = {
  render: function Render() {
    const [duration, setDuration] = useState<(typeof durations)[number]['value']>('30');
    return (
      <Stack gap={4} maw={328}>
        <Text id="duration-label" size="sm" fw={500}>
          Duração
        </Text>
        <SegmentedChoice data={durations} value={duration} onChange={setDuration} aria-labelledby="duration-label" />
      </Stack>
    );
  },
};
