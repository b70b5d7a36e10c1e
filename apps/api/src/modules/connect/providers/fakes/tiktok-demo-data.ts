import { between, demoPerson, seededRandom, spread } from './demo-people.ts';

/** The consent page's choices ('Cancelar' is the page's second button). */
export const TIKTOK_SCENARIOS = [
  { value: 'grant', label: 'Conceder acesso', hint: 'Um perfil com seguidores, curtidas e vídeos recentes.' },
  { value: 'expired_code', label: 'Código expirado', hint: 'O site recebe um código que o TikTok recusa na troca pelo token.' },
  { value: 'unavailable', label: 'Instabilidade no TikTok', hint: 'A troca do código pelo token responde com erro 500.' },
] as const;

export type TikTokScenario = (typeof TIKTOK_SCENARIOS)[number]['value'];

export interface DemoTikTokUser {
  open_id: string;
  union_id: string;
  display_name: string;
  username: string;
  color: string;
  follower_count: number;
  following_count: number;
  likes_count: number;
  video_count: number;
}

/** The TikTok profile of a seed's creator (the same person as on the Meta fake, other numbers). */
export function demoTikTokUser(seed: string): DemoTikTokUser {
  const person = demoPerson(seed);
  const random = seededRandom(`tiktok:${seed}`);
  const followers = spread(random, 300, 400_000);
  return {
    open_id: `demo-tt-${seed}`,
    union_id: `demo-union-${seed}`,
    display_name: person.name,
    username: `${person.handle}.demo${seed}`,
    color: person.color,
    follower_count: followers,
    following_count: between(random, 40, 1_500),
    likes_count: Math.round(followers * (3 + random() * 20)),
    video_count: between(random, 8, 700),
  };
}

/** The user behind an open_id, for the avatars (public, whatever the grant). */
export function demoTikTokUserById(openId: string): DemoTikTokUser | undefined {
  const match = /^demo-tt-([a-z0-9]{1,16})$/.exec(openId);
  return match?.[1] ? demoTikTokUser(match[1]) : undefined;
}

/** The most recent videos, newest first, from `skip` on. */
export function demoVideos(user: DemoTikTokUser, now: Date, skip: number, count: number) {
  const random = seededRandom(`videos:${user.open_id}`);
  const engagement = 0.02 + random() * 0.08;
  let at = Math.floor(now.getTime() / 1000) - between(random, 1, 48) * 3600;
  const videos = [];
  for (let i = 0; i < Math.min(skip + count, user.video_count); i += 1) {
    const likes = Math.round(user.follower_count * engagement * (0.3 + random() * 1.4));
    const video = {
      id: `${user.open_id}-video-${i + 1}`,
      create_time: at,
      like_count: likes,
      comment_count: Math.round(likes * (0.005 + random() * 0.03)),
      share_count: Math.round(likes * random() * 0.05),
      view_count: Math.round(likes * (8 + random() * 20)),
    };
    at -= Math.round((0.5 + random() * 3) * 86_400);
    if (i >= skip) videos.push(video);
  }
  return videos;
}
