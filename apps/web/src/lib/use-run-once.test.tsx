import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRunOnce } from './use-run-once.ts';

function Probe({ run }: { run: () => void }) {
  useRunOnce(run);
  return null;
}

// StrictMode at the root, as main.tsx has it: React double-runs effects only below a root-level one.
describe('useRunOnce', () => {
  it('runs once although StrictMode mounts the effects twice', () => {
    const run = vi.fn();
    render(
      <StrictMode>
        <Probe run={run} />
      </StrictMode>,
    );
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run again on a re-render with a new function', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <Probe run={first} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Probe run={second} />
      </StrictMode>,
    );
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});
