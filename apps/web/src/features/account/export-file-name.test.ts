import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.ts';

describe('exportFileName', () => {
  it("names the file by São Paulo's day, not UTC's", () => {
    expect(exportFileName(new Date('2026-05-31T12:00:00Z'))).toBe('mais-alcance-meus-dados-2026-05-31.json');
    // 01:30 UTC on 1 June is still 31 May, 22:30, in São Paulo.
    expect(exportFileName(new Date('2026-06-01T01:30:00Z'))).toBe('mais-alcance-meus-dados-2026-05-31.json');
  });
});
