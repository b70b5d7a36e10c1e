import { useId } from 'react';
import { CoveringRadio } from '../covering-radio/covering-radio.tsx';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceProps<T extends string> {
  /** The options, side by side, each as wide as the others. */
  data: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The group's accessible name, when no visible label names it. @default undefined */
  'aria-label'?: string;
  /** The id of the visible label that names the group. @default undefined */
  'aria-labelledby'?: string;
}

/**
 * One choice among a few, as a pill of segments (Aira's 'Proposta' / 'Tema livre', a script's
 * duration): native radios, so arrow keys move the choice, with the chosen one marked by CSS.
 * Not Mantine's SegmentedControl: it slides an indicator that it places by measuring the page in
 * an effect, and drawn with the page that measure forced the page's whole first layout inside
 * the app's first commit (60 ms at 4x CPU on /aira, issue #38).
 */
export function SegmentedChoice<T extends string>({ data, value, onChange, ...label }: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} {...label}>
      {data.map((option) => (
        <label key={option.value} className={classes.item}>
          <CoveringRadio name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
