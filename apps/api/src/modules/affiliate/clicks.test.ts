import { describe, expect, it } from 'vitest';
import { createClickIds } from './clicks.ts';

describe('click ids', () => {
  const ids = createClickIds('um-segredo-de-teste-com-32-caracteres');
  const link = '0b6f3c1e-9a2d-4e5f-8a7b-1c2d3e4f5a6b';
  const at = new Date('2026-11-24T12:34:56.789Z');

  it('say which link and second, and differ click by click', () => {
    const first = ids.make(link, at);
    const second = ids.make(link, at);
    expect(first).toMatch(/^[\w-]{48}$/);
    expect(first).not.toBe(second);
    expect(ids.read(first)).toEqual({ linkId: link, clickedAt: new Date('2026-11-24T12:34:56.000Z') });
  });

  it('are refused when the link or time was changed, made with another secret, or not ours at all', () => {
    const id = ids.make(link, at);
    const bytes = Buffer.from(id, 'base64url');
    for (const position of [0, 15, 16, 19, 20, 31]) {
      const altered = Buffer.from(bytes);
      altered[position] = (altered[position] ?? 0) ^ 1;
      expect([position, ids.read(altered.toString('base64url'))]).toEqual([position, null]);
    }
    expect(createClickIds('outro-segredo-de-teste-com-32-caracteres').read(id)).toBeNull();
    for (const garbage of ['', 'desconhecido', `${id}x`, id.slice(1), '!'.repeat(48)]) expect(ids.read(garbage)).toBeNull();
  });

  it('are read with a former secret too, but only ever made with the current one', () => {
    const former = createClickIds('o-segredo-de-antes-com-32-caracteres');
    const current = createClickIds('um-segredo-de-teste-com-32-caracteres', { formerSecrets: ['o-segredo-de-antes-com-32-caracteres'] });
    const old = former.make(link, at);
    expect(current.read(old)).toEqual({ linkId: link, clickedAt: new Date('2026-11-24T12:34:56.000Z') });
    const made = current.make(link, at);
    expect(former.read(made)).toBeNull();
    expect(ids.read(made)).not.toBeNull();
  });
});
