import { describe, expect, it } from 'vitest';
import { deliverableAddress, deliverableItems, parseDeliverableItem } from './deliverables.ts';

describe('deliverableAddress', () => {
  it.each([
    ['https://www.instagram.com/p/C8xYz12AbCd/?igsh=abc', 'https://www.instagram.com/p/C8xYz12AbCd/'],
    ['instagram.com/reel/C8xYz12AbCd', 'https://www.instagram.com/reel/C8xYz12AbCd/'],
    ['https://instagram.com/reels/C8xYz12AbCd/', 'https://www.instagram.com/reel/C8xYz12AbCd/'],
    ['https://www.instagram.com/ana.lima/p/C8xYz12AbCd/', 'https://www.instagram.com/p/C8xYz12AbCd/'],
    ['https://www.tiktok.com/@ana.lima/video/7212345678901234567?lang=pt', 'https://www.tiktok.com/@ana.lima/video/7212345678901234567'],
  ])('takes a post %s as %s', (raw, expected) => {
    expect(deliverableAddress('post', raw)).toBe(expected);
    expect(deliverableAddress('reel', raw)).toBe(expected);
    expect(deliverableAddress('story', raw)).toBeNull();
  });

  it('takes a story only as an Instagram story address', () => {
    expect(deliverableAddress('story', 'https://www.instagram.com/stories/ana.lima/3312345678901234567/')).toBe(
      'https://www.instagram.com/stories/ana.lima/3312345678901234567/',
    );
    expect(deliverableAddress('post', 'https://www.instagram.com/stories/ana.lima/3312345678901234567/')).toBeNull();
  });

  it.each([
    'https://evil.example/instagram.com/p/C8xYz12AbCd/',
    'https://instagram.com.evil.example/p/C8xYz12AbCd/',
    'https://vm.tiktok.com/ZMabc123/',
    'javascript:alert(1)',
    'https://www.instagram.com/ana.lima/',
    'https://www.tiktok.com/@ana.lima',
    'https://user:pw@www.instagram.com/p/C8xYz12AbCd/',
    '',
    `https://www.instagram.com/p/${'a'.repeat(600)}/`,
  ])('refuses %s', (raw) => {
    expect(deliverableAddress('post', raw)).toBeNull();
  });
});

describe('the checklist', () => {
  it('has one item per offered piece, in the application order', () => {
    const items = deliverableItems({ totalPosts: 1, totalStories: 2, totalReels: 0, totalVideos: 1 });
    expect(items).toEqual([
      { kind: 'post', position: 1 },
      { kind: 'story', position: 1 },
      { kind: 'story', position: 2 },
      { kind: 'video', position: 1 },
    ]);
  });

  it('reads item keys and nothing else', () => {
    expect(parseDeliverableItem('story-2')).toEqual({ kind: 'story', position: 2 });
    for (const bad of ['story-0', 'story-01', 'photo-1', 'post-10000', 'post-1;drop']) expect(parseDeliverableItem(bad)).toBeNull();
  });
});
