import type { UgcScript } from '@ma/api-client/schemas';

// A UGC script as GET /v3/aira/ugc-scripts/{id} answers it, for Aira's pages and the voice-over that reads one; a test overrides the part it is about.

export const scriptFixture = (overrides: Partial<UgcScript> = {}): UgcScript => ({
  id: 'script-1',
  title: 'Review do Sérum Vitamina C',
  product: 'Sérum Vitamina C',
  audience: 'Mulheres de 25 a 40 anos',
  tone: 'descontraido',
  duration: 15,
  format: 'review',
  proposalId: null,
  scenes: [
    { startSecond: 0, endSecond: 5, shows: 'Close no frasco', says: 'Olha o que chegou!', onScreenText: 'NOVIDADE' },
    { startSecond: 5, endSecond: 15, shows: 'Aplicação no rosto', says: 'Duas gotas e pronto.', onScreenText: '' },
  ],
  shotList: [{ shot: 'Close frontal', detail: 'luz natural' }],
  caption: 'Minha pele agradece ✨',
  provider: { kind: 'openai-compatible', model: 'gpt-4o-mini' },
  cost: 1,
  createdAt: '2026-10-05T15:00:00.000Z',
  ...overrides,
});
