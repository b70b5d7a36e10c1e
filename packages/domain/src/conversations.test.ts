import { describe, expect, it } from 'vitest';
import { conversationMessages, MESSAGE_MAX_LENGTH, messageBodyError, messageParts, REPORT_REASON_MAX_LENGTH } from './conversations.ts';
import { formatCount } from './format.ts';

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

describe('conversationMessages', () => {
  it('name the limits the API holds', () => {
    expect(conversationMessages.bodyTooLong).toBe(`A mensagem pode ter até ${formatCount(MESSAGE_MAX_LENGTH)} caracteres.`);
    expect(conversationMessages.reasonTooLong).toBe(`O motivo pode ter até ${formatCount(REPORT_REASON_MAX_LENGTH)} caracteres.`);
  });
});

describe('messageBodyError', () => {
  it('asks for text, takes up to 2,000 characters after trimming, and refuses one more', () => {
    expect(messageBodyError('   ')).toBe('Escreva a mensagem.');
    expect(messageBodyError(` ${'a'.repeat(2000)} `)).toBeNull();
    expect(messageBodyError('a'.repeat(2001))).toBe('A mensagem pode ter até 2.000 caracteres.');
  });
});
