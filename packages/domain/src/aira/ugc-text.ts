import { ugcFormatLabels, ugcToneLabels, type UgcFormat, type UgcTone } from './generation.ts';
import { slugify } from '../text.ts';

/** A UGC script as its text export reads it (the contract's UgcScript has these fields and more). */
export interface UgcScriptForText {
  title: string;
  product: string;
  audience: string;
  tone: UgcTone;
  duration: number;
  format: UgcFormat;
  scenes: readonly { startSecond: number; endSecond: number; shows: string; says: string; onScreenText: string }[];
  shotList: readonly { shot: string; detail: string }[];
  caption: string;
}

/** A scene's time range as the script page and the export write it: '0–5 s'. */
export const formatSceneRange = (startSecond: number, endSecond: number): string => `${startSecond}–${endSecond} s`;

/** 'Mostra', 'Fala' and 'Texto na tela': a scene's three parts, named once for the page and the export. */
export const ugcSceneLabels = { shows: 'Mostra', says: 'Fala', onScreenText: 'Texto na tela' } as const;

/**
 * The script as plain text, for 'Copiar roteiro' and 'Exportar .txt': what a creator pastes into
 * notes or sends to an editor. Line breaks are '\n'; blank parts are left out rather than
 * written empty.
 */
export function ugcScriptText(script: UgcScriptForText): string {
  const line = (label: string, value: string) => (value.trim() ? [`${label}: ${value.trim()}`] : []);
  const scenes = script.scenes.map((scene) =>
    [
      formatSceneRange(scene.startSecond, scene.endSecond),
      ...line(ugcSceneLabels.shows, scene.shows),
      ...line(ugcSceneLabels.says, scene.says),
      ...line(ugcSceneLabels.onScreenText, scene.onScreenText),
    ].join('\n'),
  );
  const shots = script.shotList.map(({ shot, detail }, index) => `${index + 1}. ${shot.trim()}${detail.trim() ? `: ${detail.trim()}` : ''}`);
  const sections = [
    [
      script.title.trim(),
      '',
      ...line('Produto', script.product),
      ...line('Público', script.audience),
      `Tom: ${ugcToneLabels[script.tone]}`,
      `Formato: ${ugcFormatLabels[script.format]}`,
      `Duração: ${script.duration} s`,
    ].join('\n'),
    ['CENAS', '', scenes.join('\n\n')].join('\n'),
    ...(shots.length > 0 ? [['LISTA DE PLANOS', '', ...shots].join('\n')] : []),
    ...(script.caption.trim() ? [['LEGENDA', '', script.caption.trim()].join('\n')] : []),
  ];
  return `${sections.join('\n\n')}\n`;
}

/** 'roteiro-ugc-review-do-serum-vitamina-c.txt': the title without accents, for the download. */
export function ugcScriptFilename(title: string): string {
  const slug = slugify(title, '-', 60);
  return slug ? `roteiro-ugc-${slug}.txt` : 'roteiro-ugc.txt';
}
