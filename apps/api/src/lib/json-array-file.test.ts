import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JsonArrayFileError, readJsonArray } from './json-array-file.ts';

const folder = mkdtempSync(join(tmpdir(), 'json-array-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
const file = (content: string) => {
  const path = join(folder, `f${(files += 1)}.json`);
  writeFileSync(path, content);
  return path;
};
const readAll = async (path: string) => {
  const items: unknown[] = [];
  for await (const item of readJsonArray(path)) items.push(item);
  return items;
};
const reasonOf = (path: string) =>
  readAll(path).then(
    () => null,
    (error: unknown) => (error instanceof JsonArrayFileError ? error.reason : error),
  );

describe('readJsonArray', () => {
  it('yields the elements of the top-level array, nested values whole', async () => {
    expect(await readAll(file('\ufeff  [{"a": [1, {"b": null}]}, 2, "três", []]'))).toEqual([{ a: [1, { b: null }] }, 2, 'três', []]);
    expect(await readAll(file('[]'))).toEqual([]);
  });

  it('opens the file when the first element is asked for: one that cannot be opened fails that iteration, later', async () => {
    const elements = readJsonArray(join(folder, 'nao-existe.json'));
    // Time for a stream opened at once to fail with nobody listening (an uncaught 'error' event).
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(elements.next()).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it('reads a file larger than one chunk of the stream', async () => {
    const items = Array.from({ length: 5000 }, (_, index) => ({ index, text: 'x'.repeat(40) }));
    expect(await readAll(file(JSON.stringify(items)))).toEqual(items);
  });

  it.each([
    ['a missing file', join(folder, 'missing.json'), 'unreadable'],
    ['an object', '{"name": "x"}', 'not-an-array'],
    ['a number', '42', 'not-an-array'],
    ['an empty file', '   ', 'invalid-json'],
    ['a file cut short', '[{"a": 1}, {"b": ', 'invalid-json'],
    ['broken JSON', '[1, 2,, 3]', 'invalid-json'],
  ])('refuses %s', async (_case, content, reason) => {
    expect(await reasonOf(content.startsWith('/') ? content : file(content))).toBe(reason);
  });
});
