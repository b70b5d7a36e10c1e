// The agreed deliverables of an accepted application (docs/product/deliverables.md): what she
// offered becomes a checklist, she hands in each one's public address, the brand confirms it or
// asks for a change. The pure rules both sides and the API share.

/** What she offered, in the order of her application: posts, stories, reels, videos. */
export const deliverableKinds = ['post', 'story', 'reel', 'video'] as const;
export type DeliverableKind = (typeof deliverableKinds)[number];

/** One item's state: nothing handed in yet, waiting for the brand, sent back with a note, confirmed. */
export const deliverableStates = ['pending', 'handed_in', 'changes_requested', 'confirmed'] as const;
export type DeliverableState = (typeof deliverableStates)[number];

/** The deal's state: waiting for the acceptance to settle, open, or `concluída` (every item confirmed). */
export const dealStates = ['waiting', 'open', 'concluded'] as const;
export type DealState = (typeof dealStates)[number];

/** The longest address accepted, and the brand's note. */
export const DELIVERABLE_URL_MAX = 500;
export const DELIVERABLE_NOTE_MAX = 1000;

export const deliverableKindLabels: Record<DeliverableKind, string> = { post: 'Post', story: 'Story', reel: 'Reels', video: 'Vídeo' };

export const deliverableStateLabels: Record<DeliverableState, string> = {
  pending: 'A entregar',
  handed_in: 'Aguardando a marca',
  changes_requested: 'Ajuste pedido',
  confirmed: 'Confirmada',
};

export const dealStateLabels: Record<DealState, string> = { waiting: 'Aguardando confirmação', open: 'Em andamento', concluded: 'Concluída' };

export const deliverableMessages = {
  storyUrl: 'Cole o endereço do story no Instagram, como instagram.com/stories/seu_perfil/1234567890.',
  postUrl: 'Cole o endereço do post no Instagram (instagram.com/p/… ou instagram.com/reel/…) ou do vídeo no TikTok (tiktok.com/@perfil/video/…).',
  noteRequired: 'Escreva o que precisa mudar.',
  noteTooLong: `Escreva no máximo ${DELIVERABLE_NOTE_MAX} caracteres.`,
  /** Both screens: the product moves no money (issue #40). */
  payment: 'O valor é o combinado na candidatura, pago diretamente pela marca à criadora. A Mais Alcance não intermedeia o pagamento.',
};

/** The item's key on the wire and in addresses: its kind and its place among that kind, from 1 ('post-1'). */
export const deliverableItemKey = (kind: DeliverableKind, position: number) => `${kind}-${position}`;

/** The kind and place of an item key, or null for anything else. */
export function parseDeliverableItem(item: string): { kind: DeliverableKind; position: number } | null {
  const match = /^(post|story|reel|video)-([1-9]\d{0,3})$/.exec(item);
  if (!match) return null;
  return { kind: match[1] as DeliverableKind, position: Number(match[2]) };
}

/** The checklist of an offer: one item per post, story, reels and video, in that order. */
export function deliverableItems(offer: { totalPosts: number; totalStories: number; totalReels: number; totalVideos: number }) {
  const counts: Record<DeliverableKind, number> = {
    post: offer.totalPosts,
    story: offer.totalStories,
    reel: offer.totalReels,
    video: offer.totalVideos,
  };
  return deliverableKinds.flatMap((kind) => Array.from({ length: counts[kind] }, (_, index) => ({ kind, position: index + 1 })));
}

const INSTAGRAM_HOST = /^(?:www\.|m\.)?instagram\.com$/;
const TIKTOK_HOST = /^(?:www\.|m\.)?tiktok\.com$/;
const INSTAGRAM_USER = /^[A-Za-z0-9._]{1,30}$/;
const INSTAGRAM_CODE = /^[A-Za-z0-9_-]{5,40}$/;
const INSTAGRAM_POST_PATHS: Record<string, string> = { p: 'p', reel: 'reel', reels: 'reel', tv: 'tv' };

function instagramAddress(kind: DeliverableKind, segments: string[]): string | null {
  if (kind === 'story') {
    const [first, user, id] = segments;
    if (segments.length !== 3 || first !== 'stories' || !user || !INSTAGRAM_USER.test(user) || !id || !/^\d{5,25}$/.test(id)) return null;
    return `https://www.instagram.com/stories/${user}/${id}/`;
  }
  // instagram.com/p/CODE/, /reel/CODE/, /tv/CODE/, and the same under a profile (instagram.com/perfil/p/CODE/).
  const rest = segments.length === 3 && INSTAGRAM_USER.test(segments[0] ?? '') ? segments.slice(1) : segments;
  const [path, code] = rest;
  const canonical = path === undefined ? undefined : INSTAGRAM_POST_PATHS[path];
  if (rest.length !== 2 || !canonical || !code || !INSTAGRAM_CODE.test(code)) return null;
  return `https://www.instagram.com/${canonical}/${code}/`;
}

function tiktokAddress(kind: DeliverableKind, segments: string[]): string | null {
  const [user, path, id] = segments;
  if (
    kind === 'story' ||
    segments.length !== 3 ||
    !user ||
    !/^@[A-Za-z0-9._]{2,24}$/.test(user) ||
    path !== 'video' ||
    !id ||
    !/^\d{10,25}$/.test(id)
  )
    return null;
  return `https://www.tiktok.com/${user}/video/${id}`;
}

/**
 * The public address of a deliverable, written one way (https, the network's own host, no query
 * nor fragment), or null when `raw` is not one: a story is an Instagram story's address
 * (instagram.com/stories/{perfil}/{id}); a post, reels or video is an Instagram post or reels
 * (instagram.com/p/{code}, /reel/{code}, /tv/{code}) or a TikTok video (tiktok.com/@{perfil}/video/{id}).
 * Short links (vm.tiktok.com, instagr.am) are refused: they hide where they lead.
 */
export function deliverableAddress(kind: DeliverableKind, raw: string): string | null {
  const text = raw.trim();
  if (text === '' || text.length > DELIVERABLE_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const host = url.hostname.toLowerCase();
  if (INSTAGRAM_HOST.test(host)) return instagramAddress(kind, segments);
  if (TIKTOK_HOST.test(host)) return tiktokAddress(kind, segments);
  return null;
}

/** The message of a refused address for `kind`. */
export const deliverableUrlMessage = (kind: DeliverableKind) => (kind === 'story' ? deliverableMessages.storyUrl : deliverableMessages.postUrl);
