import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { SegmentedChoice } from './segmented-choice.tsx';

const sources = [
  { value: 'proposal', label: 'Proposta' },
  { value: 'theme', label: 'Tema livre' },
] as const;

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<'proposal' | 'theme'>('proposal');
  return (
    <SegmentedChoice
      data={sources}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      aria-label="Origem do briefing"
    />
  );
}

describe('SegmentedChoice', () => {
  it('is a named group of radios, the value checked', () => {
    render(<SegmentedChoice data={sources} value="theme" onChange={() => {}} aria-label="Origem do briefing" />);
    expect(screen.getByRole('radiogroup', { name: 'Origem do briefing' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tema livre' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Proposta' })).not.toBeChecked();
  });

  it('chooses by a tap on the label and by the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByText('Tema livre'));
    expect(onChange).toHaveBeenLastCalledWith('theme');
    expect(screen.getByRole('radio', { name: 'Tema livre' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('proposal');
    expect(screen.getByRole('radio', { name: 'Proposta' })).toBeChecked();
  });

  it('keeps two groups on one page apart', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Controlled onChange={() => {}} />
        <Controlled onChange={() => {}} />
      </>,
    );
    const [first, second] = screen.getAllByRole('radio', { name: 'Tema livre' });
    if (!first) throw new Error('no first group');
    await user.click(first);
    expect(first).toBeChecked();
    expect(second).not.toBeChecked();
  });
});
