import { describe, expect, it } from 'vitest';
import { createPaidSignals } from './paid-signals.ts';

const settled = (promise: Promise<void>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(resolve, 20, false))]);

describe('paid signals', () => {
  it('wakes the followers of a request when it is notified, not those of another', async () => {
    const signals = createPaidSignals();
    const first = signals.wait('a', 60_000);
    const second = signals.wait('a', 60_000);
    const other = signals.wait('b', 60_000);
    signals.notify('a');
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
    expect(await settled(other)).toBe(false);
    signals.notify('b');
    expect(await settled(other)).toBe(true);
  });

  it('lets a follower go after its wait with no notice', async () => {
    const signals = createPaidSignals();
    await expect(signals.wait('a', 5)).resolves.toBeUndefined();
  });
});
