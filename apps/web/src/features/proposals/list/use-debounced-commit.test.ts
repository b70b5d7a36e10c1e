import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCommit } from './use-debounced-commit.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = (initial: string) => {
  const commit = vi.fn<(value: string) => void>();
  const hook = renderHook(({ committed }) => useDebouncedCommit(committed, commit, 350), { initialProps: { committed: initial } });
  return { commit, hook };
};

describe('useDebouncedCommit (the debounced search box)', () => {
  it('shows each keystroke at once and commits once, after a pause', () => {
    const { commit, hook } = setup('');
    act(() => hook.result.current[1]('c'));
    act(() => hook.result.current[1]('ca'));
    act(() => hook.result.current[1]('café'));
    expect(hook.result.current[0]).toBe('café');
    act(() => vi.advanceTimersByTime(349));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith('café');
  });

  it('commits at once on flush (Enter)', () => {
    const { commit, hook } = setup('');
    act(() => hook.result.current[1]('moda'));
    act(() => hook.result.current[2]());
    expect(commit).toHaveBeenCalledExactlyOnceWith('moda');
  });

  it('takes a change from outside (clear filters, back button) and drops the pending commit', () => {
    const { commit, hook } = setup('moda');
    act(() => hook.result.current[1]('moda praia'));
    hook.rerender({ committed: '' });
    expect(hook.result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).not.toHaveBeenCalled();
  });

  it('keeps the draft when the URL echoes its own commit', () => {
    const { hook } = setup('');
    act(() => hook.result.current[1]('pets'));
    act(() => vi.advanceTimersByTime(350));
    hook.rerender({ committed: 'pets' });
    expect(hook.result.current[0]).toBe('pets');
  });
});
