import type { ReactNode } from 'react';
import { airaMessages, MAX_IDEAS, MIN_IDEAS } from '@ma/domain';
import { Group, Input, Slider, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Slider.css';

const marks = Array.from({ length: MAX_IDEAS - MIN_IDEAS + 1 }, (_, index) => ({ value: MIN_IDEAS + index, label: String(MIN_IDEAS + index) }));

export interface CountSliderProps {
  value: number;
  onChange: (count: number) => void;
  error?: ReactNode;
}

/** How many ideas, 1 to 10: a slider a thumb can drag, with every step marked. */
export function CountSlider({ value, onChange, error }: CountSliderProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Input.Label labelElement="div" aria-hidden>
          Quantas ideias
        </Input.Label>
        <Text size="sm" fw={700} c="brand.7" aria-hidden>
          {value}
        </Text>
      </Group>
      <Slider
        min={MIN_IDEAS}
        max={MAX_IDEAS}
        step={1}
        marks={marks}
        value={value}
        onChange={onChange}
        label={null}
        size="lg"
        thumbSize={26}
        mb="lg"
        px={4}
        thumbLabel="Quantas ideias"
        thumbValueText={(count) => airaMessages.ideaCount(count)}
      />
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
