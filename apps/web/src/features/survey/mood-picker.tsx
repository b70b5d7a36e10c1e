import { SURVEY_MOODS, type SurveyMood, type SurveyScore } from '@ma/domain';
import { CoveringRadio } from '@ma/ui/covering-radio';
import { VisuallyHidden } from '@mantine/core';
import { IconMoodAngry, IconMoodEmpty, IconMoodHappy, IconMoodSad, IconMoodSmile, type Icon } from '@tabler/icons-react';
import { useId, type CSSProperties } from 'react';
import classes from './mood-picker.module.css';

const faces: Record<SurveyMood, { icon: Icon; color: string }> = {
  angry: { icon: IconMoodAngry, color: 'var(--mantine-color-red-7)' },
  frown: { icon: IconMoodSad, color: 'var(--mantine-color-orange-7)' },
  meh: { icon: IconMoodEmpty, color: 'var(--mantine-color-yellow-8)' },
  smile: { icon: IconMoodSmile, color: 'var(--mantine-color-teal-7)' },
  laugh: { icon: IconMoodHappy, color: 'var(--mantine-color-green-8)' },
};

export interface MoodPickerProps {
  value: SurveyScore | null;
  onChange: (score: SurveyScore) => void;
  /** Read by screen readers as the group's name. */
  legend: string;
}

/**
 * The score 1 to 5 as five mood faces (docs/product/accounts-and-levels.md): native radio inputs, so arrows,
 * Tab and screen readers work, each named by its label ('Muito insatisfeito'...).
 */
export function MoodPicker({ value, onChange, legend }: MoodPickerProps) {
  const name = useId();
  return (
    <fieldset className={classes.fieldset}>
      <VisuallyHidden component="legend">{legend}</VisuallyHidden>
      <div className={classes.options}>
        {SURVEY_MOODS.map(({ score, mood, label }) => {
          const { icon: Face, color } = faces[mood];
          return (
            <label
              key={score}
              className={classes.option}
              title={label}
              data-checked={value === score || undefined}
              style={{ '--mood-color': color } as CSSProperties}
            >
              <CoveringRadio name={name} value={score} checked={value === score} aria-label={label} onChange={() => onChange(score)} />
              <Face size={36} stroke={1.6} aria-hidden />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
