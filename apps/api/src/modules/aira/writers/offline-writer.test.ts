import { describe, expect, it } from 'vitest';
import { createOfflineWriter } from './offline-writer.ts';
import type { IdeaBrief } from './writer.ts';

const collect = async <T>(items: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};

describe('the offline writer', () => {
  const writer = createOfflineWriter();
  const proposal: IdeaBrief = {
    source: 'proposal',
    proposalName: 'Tênis Corrida Leve',
    brandName: 'Passo Certo',
    description: 'Um tênis leve para quem corre na rua. Amortecimento macio.',
    deliverables: 'Cachê',
    niches: ['Esportes', 'Saúde'],
  };

  it('writes ten different ideas for one brief, each naming it, with hashtags from the brand and niches', async () => {
    const ideas = await collect(writer.ideas(proposal, 10));
    expect(ideas).toHaveLength(10);
    expect(new Set(ideas.map((idea) => idea.hook)).size).toBe(10);
    for (const idea of ideas) {
      expect(idea.hook).toContain('Tênis Corrida Leve');
      expect(idea.hashtags).toContain('#passocerto');
      expect(idea.hashtags[0]).toBe('#publi');
      expect(idea.caption).toContain('Parceria com Passo Certo.');
      expect(idea.hashtags.every((tag) => /^#[a-z0-9]+$/.test(tag))).toBe(true);
      for (const text of [idea.body, idea.callToAction, idea.caption]) expect(text.length).toBeGreaterThan(10);
    }
  });

  it('varies between requests for the same brief', async () => {
    const runs = await Promise.all(Array.from({ length: 5 }, () => collect(writer.ideas(proposal, 3))));
    expect(new Set(runs.map((ideas) => ideas.map((idea) => idea.hook).join('|'))).size).toBeGreaterThan(1);
  });

  it('writes a UGC script for each format and tone, covering the whole duration', async () => {
    for (const format of ['review', 'unboxing', 'tutorial', 'antes-e-depois', 'rotina', 'depoimento'] as const) {
      for (const durationSeconds of [15, 30, 60]) {
        const script = await writer.ugcScript({ product: 'Garrafa Lumi', audience: 'quem treina', tone: 'educativo', durationSeconds, format });
        expect(script.scenes[0]?.startSecond).toBe(0);
        expect(script.scenes.at(-1)?.endSecond).toBe(durationSeconds);
        expect(script.scenes.every((scene, index) => index === 0 || scene.startSecond === script.scenes[index - 1]?.endSecond)).toBe(true);
        expect(script.scenes.every((scene) => scene.endSecond > scene.startSecond)).toBe(true);
        expect(script.title).toContain('Garrafa Lumi');
      }
    }
  });
});
