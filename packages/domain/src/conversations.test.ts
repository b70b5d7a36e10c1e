import { describe, expect, it } from 'vitest';
import { messageParts } from './conversations.ts';

describe('messageParts', () => {
  it('makes http, https and www. addresses links, leaving the sentence around them', () => {
    expect(messageParts('Veja https://marca.com.br/briefing, e www.exemplo.com.')).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', text: 'https://marca.com.br/briefing', href: 'https://marca.com.br/briefing' },
      { kind: 'text', text: ', e ' },
      { kind: 'link', text: 'www.exemplo.com', href: 'https://www.exemplo.com' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a link of another scheme, and keeps markup as text', () => {
    expect(messageParts('javascript:alert(1) <b>oi</b>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>oi</b>' }]);
  });

  it('answers the text alone when it has no address', () => {
    expect(messageParts('Olá!')).toEqual([{ kind: 'text', text: 'Olá!' }]);
  });
});
