import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ugcFormatLabels, type UgcFormat, type UgcTone } from '@ma/domain';
import type { AiWriter, IdeaBrief, IdeaDraft, UgcBrief, UgcSceneDraft, UgcScriptDraft } from './writer.ts';

/**
 * The built-in writer of the embedded default (docs/product/aira.md, "Who writes"): pt-BR
 * scripts from templates, filled with the brief's own words, so that `npm start` works with no
 * key. It is labelled on screen as the offline generator. `seed` varies one request's pieces
 * from another's (a generation's id); within a request no template repeats until all were used.
 */
export function createOfflineWriter(options: { delayMs?: number } = {}): AiWriter {
  const delayMs = options.delayMs ?? 0;
  return {
    kind: 'offline',
    model: null,
    async *ideas(brief, count, signal) {
      const subject = subjectOf(brief);
      const pick = picker(`${JSON.stringify(brief)}:${count}:${Math.random()}`);
      const hooks = pick.order(HOOKS.length);
      const bodies = pick.order(BODIES.length);
      const calls = pick.order(CALLS.length);
      const captions = pick.order(CAPTIONS.length);
      for (let position = 0; position < count; position += 1) {
        if (delayMs > 0) await sleep(delayMs, undefined, { signal });
        signal?.throwIfAborted();
        const at = <T>(list: readonly T[], order: number[]) => list[order[position % order.length] ?? 0] as T;
        yield {
          hook: at(HOOKS, hooks)(subject),
          body: at(BODIES, bodies)(subject),
          callToAction: at(CALLS, calls)(subject),
          caption: at(CAPTIONS, captions)(subject) + (subject.brand ? ` Parceria com ${subject.brand}.` : ''),
          hashtags: hashtagsOf(brief, pick),
        } satisfies IdeaDraft;
      }
    },
    async ugcScript(brief, signal) {
      if (delayMs > 0) await sleep(delayMs, undefined, { signal });
      return ugcScriptOf(brief, picker(`${JSON.stringify(brief)}:${Math.random()}`));
    },
  };
}

/** The words templates are filled with. */
interface Subject {
  /** The proposal's name ('Sérum Vitamina C'), or the theme. */
  topic: string;
  brand: string | null;
  /** A sentence from the brief's description, or null. */
  detail: string | null;
  /** 'um reels' / 'stories' and similar, from the partnership and niches. */
  niche: string | null;
}

function subjectOf(brief: IdeaBrief): Subject {
  if (brief.source === 'theme') return { topic: brief.theme.replace(/[.!?\s]+$/, ''), brand: null, detail: null, niche: null };
  return {
    topic: brief.proposalName.replace(/[.!?\s]+$/, ''),
    brand: brief.brandName,
    detail: firstSentence(brief.description),
    niche: brief.niches[0]?.toLowerCase() ?? null,
  };
}

function firstSentence(text: string | null): string | null {
  if (!text) return null;
  const sentence = text.split(/(?<=[.!?])\s+/)[0]?.trim() ?? '';
  return sentence.length >= 12 && sentence.length <= 220 ? sentence : null;
}

type Template = (subject: Subject) => string;

const HOOKS: readonly Template[] = [
  (s) => `Ninguém me contou isso sobre ${s.topic} — até agora.`,
  (s) => `3 segundos para você entender por que ${s.topic} virou assunto aqui em casa.`,
  (s) => `Se você ainda não testou ${s.topic}, para tudo e assiste até o fim.`,
  (s) => `O erro que eu cometia antes de conhecer ${s.topic}.`,
  (s) => `POV: você descobre ${s.topic} numa terça-feira qualquer.`,
  (s) => `Eu duvidei, mas ${s.topic} me provou o contrário.`,
  (s) => `Responde rápido: você sabia disso sobre ${s.topic}?`,
  (s) => `Antes e depois de 7 dias com ${s.topic}.`,
  (s) => `A pergunta que mais recebo na DM é sobre ${s.topic}. Bora responder?`,
  (s) => `Minha opinião sincera sobre ${s.topic}, sem filtro.`,
];

const BODIES: readonly Template[] = [
  (s) =>
    `Comece mostrando a sua rotina sem ${s.topic} e o que te incomodava. Corte para o momento em que você experimenta pela primeira vez e conte a reação real.${s.detail ? ` Destaque: ${s.detail}` : ''} Feche com o resultado depois de alguns dias.`,
  (s) =>
    `Liste 3 motivos rápidos, um por corte: o que chama atenção em ${s.topic}, como você usa no dia a dia e o detalhe que quase ninguém percebe.${s.brand ? ` Mostre a embalagem da ${s.brand} em close no segundo motivo.` : ''}`,
  (s) =>
    `Faça um mito ou verdade com duas afirmações sobre ${s.topic}. Responda cada uma com uma demonstração curta na câmera, falando como se fosse com uma amiga.${s.detail ? ` Use isto como prova: ${s.detail}` : ''}`,
  (s) =>
    `Grave um tutorial em três passos com ${s.topic}: preparação, uso e resultado. Mantenha cada passo em até 5 segundos e escreva o número do passo na tela.`,
  (s) =>
    `Conte uma história curta: um problema do seu dia, a tentativa que não deu certo e como ${s.topic} resolveu. Termine mostrando o resultado em luz natural.`,
  (s) =>
    `Responda a um comentário (real ou típico) de quem tem dúvida sobre ${s.topic}. Mostre na prática, sem roteiro decorado, e finalize com a sua dica pessoal${s.niche ? ` para quem curte ${s.niche}` : ''}.`,
  (s) => `Compare o antes e o depois com ${s.topic} em tela dividida. Narre o que mudou em uma frase por cena e deixe o resultado falar por si.`,
  (s) =>
    `Mostre um dia comum seu em cortes rápidos e encaixe ${s.topic} no momento em que ele faz diferença. Fale do benefício que você sentiu, não da ficha técnica.`,
];

const CALLS: readonly Template[] = [
  (s) => `Comenta "EU QUERO" que eu te mando o link${s.brand ? ` da ${s.brand}` : ''}.`,
  () => `Salva este vídeo para lembrar depois e manda para quem precisa ver.`,
  () => `Me conta nos comentários: você já conhecia?`,
  (s) => `O link está na bio${s.brand ? ` — aproveita a condição da ${s.brand}` : ''}.`,
  () => `Segue o perfil para a parte 2 com o resultado final.`,
  () => `Marca aquela amiga que vive reclamando disso.`,
];

const CAPTIONS: readonly Template[] = [
  (s) => `Testei ${s.topic} e vim contar tudo 👀 Sem filtro, do jeito que aconteceu.`,
  (s) => `Quem me acompanha sabe: só indico o que uso de verdade. ${capitalize(s.topic)} entrou para a rotina ✨`,
  (s) => `Salva para não esquecer! Minha experiência com ${s.topic}, passo a passo.`,
  (s) => `Vocês pediram e eu mostrei: ${s.topic} na prática 💬`,
  (s) => `Resultado real, sem edição milagrosa. ${capitalize(s.topic)} ✔️`,
];

const GENERIC_TAGS = ['dicas', 'rotina', 'vemcomigo', 'resenha', 'novidade', 'testei', 'achadinhos'];

function hashtagsOf(brief: IdeaBrief, pick: Picker): string[] {
  const words =
    brief.source === 'proposal'
      ? [brief.brandName, ...brief.niches, brief.proposalName.split(/\s+/).slice(0, 2).join('')]
      : brief.theme.split(/\s+/).filter((word) => word.length > 4);
  const own = words.map(tagOf).filter((tag) => tag.length >= 3);
  const generic = pick.order(GENERIC_TAGS.length).map((index) => GENERIC_TAGS[index] ?? 'dicas');
  // A paid partnership is identified as advertising (CONAR): a proposal's ideas always say #publi.
  const required = brief.source === 'proposal' ? ['publi'] : [];
  return [...new Set([...required, ...own.slice(0, 3), ...generic])].slice(0, 5).map((tag) => `#${tag}`);
}

/** '#CasaEDecoração' → 'casaedecoracao': letters and digits, no accents. */
function tagOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 30);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const TONE_VOICE: Record<UgcTone, { opener: string; closer: string }> = {
  descontraido: { opener: 'Gente, olha só o que chegou aqui', closer: 'Corre que vale muito a pena!' },
  divertido: { opener: 'Eu tentando ser uma pessoa organizada, parte 47', closer: 'E é isso, me julguem menos agora 😂' },
  inspirador: { opener: 'Pequenas escolhas mudam o nosso dia', closer: 'Comece pelo simples. Você merece esse cuidado.' },
  educativo: { opener: 'Você está usando do jeito certo?', closer: 'Salva para consultar depois.' },
  profissional: { opener: 'Vou te mostrar, de forma objetiva, o que avaliei', closer: 'Informações completas no link da bio.' },
};

const FORMAT_BEATS: Record<UgcFormat, string[]> = {
  review: [
    'Produto na mão, olhando para a câmera',
    'Detalhe da embalagem e da textura',
    'Uso real, sem cortes longos',
    'Resultado e opinião sincera',
  ],
  unboxing: ['Caixa fechada na mesa', 'Abrindo e mostrando cada item', 'Primeira impressão do produto', 'Produto em uso e reação'],
  tutorial: ['O que você vai precisar', 'Passo 1 em close', 'Passo 2 e o cuidado principal', 'Resultado pronto'],
  'antes-e-depois': ['O "antes" com luz natural', 'Aplicando ou usando o produto', 'Transição com estalo de dedos', 'O "depois" no mesmo ângulo'],
  rotina: [
    'Despertar e início do dia',
    'Momento em que o produto entra na rotina',
    'Correria do dia com o produto junto',
    'Fim do dia e o que mudou',
  ],
  depoimento: [
    'Rosto em plano médio, contando o problema',
    'Como conheceu o produto',
    'O que mudou depois de usar',
    'Recomendação olhando para a câmera',
  ],
};

function ugcScriptOf(brief: UgcBrief, pick: Picker): UgcScriptDraft {
  const voice = TONE_VOICE[brief.tone];
  const beats = FORMAT_BEATS[brief.format];
  const product = brief.product.replace(/[.!?\s]+$/, '');
  const brand = brief.brandName ? ` da ${brief.brandName}` : '';
  // Hook (first 3 s), the beats in between, and the call to action in the last seconds.
  const hookEnd = 3;
  const ctaStart = brief.durationSeconds - (brief.durationSeconds >= 30 ? 5 : 3);
  const step = (ctaStart - hookEnd) / beats.length;
  const hookLines = [
    `${voice.opener}: ${product}${brand}.`,
    `Isso aqui é para ${brief.audience}: presta atenção.`,
    `${product} em ${brief.durationSeconds} segundos. Bora?`,
  ];
  const scenes: UgcSceneDraft[] = [
    {
      startSecond: 0,
      endSecond: hookEnd,
      shows: 'Close no rosto com o produto entrando no quadro',
      says: hookLines[pick.order(hookLines.length)[0] ?? 0] ?? `${voice.opener}.`,
      onScreenText: capitalize(product),
    },
    ...beats.map((shows, index) => ({
      startSecond: Math.round(hookEnd + step * index),
      endSecond: Math.round(hookEnd + step * (index + 1)),
      shows,
      says: beatLine(index, product, brief.audience),
      onScreenText: ['O que é', 'Como usar', 'O detalhe', 'Resultado'][index] ?? '',
    })),
    {
      startSecond: ctaStart,
      endSecond: brief.durationSeconds,
      shows: 'Produto em destaque, você apontando para o texto na tela',
      says: voice.closer,
      onScreenText: brief.brandName ? `Link na bio · ${brief.brandName}` : 'Link na bio',
    },
  ];
  return {
    title: `${ugcFormatLabels[brief.format]}: ${product} (${brief.durationSeconds} s)`,
    scenes,
    shotList: [
      { shot: 'Plano fechado (close)', detail: 'Rosto e produto na altura do queixo, luz de janela de frente.' },
      { shot: 'Detalhe (macro)', detail: `Textura, rótulo ou funcionamento de ${product}.` },
      { shot: 'Plano médio', detail: 'Você da cintura para cima, falando com a câmera.' },
      { shot: 'B-roll', detail: `O produto no dia a dia, em um ambiente que converse com ${brief.audience}.` },
    ],
    caption: `${capitalize(product)}${brand}: ${voice.closer} #publi #ugc #${tagOf(product) || 'review'}`,
  };
}

function beatLine(index: number, product: string, audience: string): string {
  const lines = [
    `Esse é o ${product} e eu vou te mostrar por que ele é diferente.`,
    `Olha como é fácil: eu uso assim no meu dia a dia.`,
    `O detalhe que fez diferença para mim, e que conta muito para ${audience}.`,
    `E o resultado? Olha você mesma.`,
  ];
  return lines[index] ?? lines[0] ?? '';
}

interface Picker {
  /** The indices 0..n-1 in an order of this seed's own. */
  order(n: number): number[];
}

/** A small seeded PRNG (mulberry32) over a SHA-256 of the seed: varied, and repeatable in tests. */
function picker(seed: string): Picker {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    order(n) {
      const items = Array.from({ length: n }, (_, index) => index);
      for (let index = n - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [items[index], items[other]] = [items[other] as number, items[index] as number];
      }
      return items;
    },
  };
}
