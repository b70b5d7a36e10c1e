import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import { formatSceneRange, ugcScriptFilename, ugcScriptText, type UgcScriptForText } from './ugc-text.ts';

const script: UgcScriptForText = {
  title: 'Review do Sérum Vitamina C',
  product: 'Sérum Vitamina C Lumière',
  audience: 'Mulheres de 25 a 40 anos com pele oleosa',
  tone: 'descontraido',
  duration: 15,
  format: 'antes-e-depois',
  scenes: [
    { startSecond: 0, endSecond: 5, shows: 'Close no rosto sem maquiagem', says: 'Olha a minha pele antes.', onScreenText: 'ANTES' },
    { startSecond: 5, endSecond: 15, shows: 'Aplicação do sérum', says: '  Duas gotas e pronto.  ', onScreenText: '' },
  ],
  shotList: [
    { shot: 'Close frontal', detail: 'luz natural, câmera na altura dos olhos' },
    { shot: 'Detalhe do frasco', detail: '' },
  ],
  caption: 'Minha pele em 15 segundos ✨ #publi',
};

describe('ugcScriptText', () => {
  it('writes the brief with its labels, each scene with its range and parts, the shot list and the caption', () => {
    expect(ugcScriptText(script)).toBe(
      [
        'Review do Sérum Vitamina C',
        '',
        'Produto: Sérum Vitamina C Lumière',
        'Público: Mulheres de 25 a 40 anos com pele oleosa',
        'Tom: Descontraído',
        'Formato: Antes e depois',
        'Duração: 15 s',
        '',
        'CENAS',
        '',
        '0–5 s',
        'Mostra: Close no rosto sem maquiagem',
        'Fala: Olha a minha pele antes.',
        'Texto na tela: ANTES',
        '',
        '5–15 s',
        'Mostra: Aplicação do sérum',
        'Fala: Duas gotas e pronto.',
        '',
        'LISTA DE PLANOS',
        '',
        '1. Close frontal: luz natural, câmera na altura dos olhos',
        '2. Detalhe do frasco',
        '',
        'LEGENDA',
        '',
        'Minha pele em 15 segundos ✨ #publi',
        '',
      ].join('\n'),
    );
  });

  it('leaves out an empty shot list and caption instead of writing empty sections', () => {
    const text = ugcScriptText({ ...script, shotList: [], caption: '  ' });
    expect(text).not.toContain('LISTA DE PLANOS');
    expect(text).not.toContain('LEGENDA');
    expect(text.endsWith('Fala: Duas gotas e pronto.\n')).toBe(true);
  });
});

describe('formatSceneRange', () => {
  it('reads seconds with an en dash', () => {
    expect(formatSceneRange(0, 5)).toBe('0–5 s');
    expect(formatSceneRange(45, 60)).toBe('45–60 s');
  });
});

describe('ugcScriptFilename', () => {
  itReturns('files %j as %j: the title without accents or symbols, or a plain name', ugcScriptFilename, [
    ['Review do Sérum Vitamina C', 'roteiro-ugc-review-do-serum-vitamina-c.txt'],
    ['  Antes & depois: pele!  ', 'roteiro-ugc-antes-depois-pele.txt'],
    ['✨✨', 'roteiro-ugc.txt'],
  ]);

  it('keeps long titles short', () => {
    const long = ugcScriptFilename('palavra '.repeat(30));
    expect(long.length).toBeLessThanOrEqual('roteiro-ugc-.txt'.length + 60);
    expect(long).toMatch(/^roteiro-ugc-[a-z-]+[a-z]\.txt$/);
  });
});
