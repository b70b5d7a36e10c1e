import { describe, expect, it } from 'vitest';
import { createLastRead, orLastRead } from './last-read.ts';
import { connectionRefused } from '../test/stand-ins.ts';

describe('orLastRead', () => {
  const kept = createLastRead<{ name: string }>({ max: 10, maxAgeMs: 60_000 });
  kept.set('ouro', { name: 'Ouro' }, 1_000);

  it('answers the read itself while the database answers, not stale', async () => {
    expect(
      await orLastRead(
        () => ({ name: 'Nova' }),
        () => kept.get('ouro', 2_000),
      ),
    ).toEqual({ value: { name: 'Nova' }, stale: false });
    expect(
      await orLastRead(
        () => undefined,
        () => kept.get('ouro', 2_000),
      ),
    ).toEqual({ value: undefined, stale: false });
  });

  it('answers what it holds, stale, only while the database is out of reach and the value is young enough', async () => {
    const failing = () => Promise.reject(connectionRefused());
    expect(await orLastRead(failing, () => kept.get('ouro', 61_000))).toEqual({ value: { name: 'Ouro' }, stale: true });
    await expect(orLastRead(failing, () => kept.get('ouro', 61_001))).rejects.toThrow('ECONNREFUSED');
    await expect(orLastRead(failing, () => kept.get('prata', 2_000))).rejects.toThrow('ECONNREFUSED');
    // A bug is not an outage: its error stands.
    await expect(
      orLastRead(
        () => Promise.reject(new Error('bug')),
        () => kept.get('ouro', 2_000),
      ),
    ).rejects.toThrow('bug');
  });
});
