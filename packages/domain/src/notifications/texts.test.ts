import { describe, expect, it } from 'vitest';
import { maskPixKey } from '../affiliate/pix.ts';
import { notificationKinds, type NotificationEvent } from './kinds.ts';
import { notificationKindLabels, notificationText, type NotificationText } from './texts.ts';

// Each kind: an event and what the notification shows for it.
const examples: { event: NotificationEvent; shown: NotificationText }[] = [
  {
    event: { kind: 'application_accepted', details: { applicationId: 'a', proposalId: 'p', proposalName: 'Sérum da marca' } },
    shown: { title: 'Candidatura aceita', text: 'Sua candidatura para Sérum da marca foi aceita!', path: '/publis?tab=candidaturas' },
  },
  {
    event: { kind: 'application_declined', details: { applicationId: 'a', proposalId: 'p', proposalName: 'Sérum da marca' } },
    shown: { title: 'Candidatura recusada', text: 'Sua candidatura para Sérum da marca foi recusada.', path: '/publis?tab=candidaturas' },
  },
  {
    event: { kind: 'message_received', details: { applicationId: 'a', proposalName: 'Sérum da marca', brandName: 'Lumière', count: 3 } },
    shown: { title: 'Nova mensagem de Lumière', text: '3 novas mensagens sobre “Sérum da marca”.', path: '/publis/candidaturas/a' },
  },
  {
    event: {
      kind: 'deliverable_reviewed',
      details: {
        applicationId: 'a',
        proposalName: 'Sérum da marca',
        brandName: 'Lumière',
        item: 'Post 1',
        outcome: 'changes_requested',
        concluded: false,
      },
    },
    shown: {
      title: 'Lumière pediu um ajuste',
      text: 'Veja a nota sobre Post 1 de “Sérum da marca” e entregue de novo.',
      path: '/publis/candidaturas/a',
    },
  },
  {
    event: { kind: 'commission_approved', details: { commissionId: 'c', brandName: 'Lumière', amountCents: 1250 } },
    shown: {
      title: 'Comissão aprovada',
      text: 'Sua comissão de R$ 12,50 da Lumière foi aprovada e entra no próximo pagamento.',
      path: '/affiliate/commissions',
    },
  },
  {
    event: {
      kind: 'payout_made',
      details: { payoutId: 'x', amountCents: 12_000, pixKeyType: 'cpf', maskedPixKey: maskPixKey('cpf', '52998224725') },
    },
    shown: { title: 'Pagamento enviado', text: 'Enviamos R$ 120,00 por PIX para a chave CPF ***.982.247-**.', path: '/affiliate/commissions' },
  },
  {
    event: { kind: 'voice_profile_ready', details: { profileId: 'v' } },
    shown: { title: 'Seu perfil de voz está pronto', text: 'Agora você já pode gerar narrações com a sua voz.', path: '/aira/clone' },
  },
  {
    event: { kind: 'voice_profile_failed', details: { profileId: 'v', failure: 'Não foi possível criar o perfil de voz.' } },
    shown: { title: 'Não foi possível criar seu perfil de voz', text: 'Não foi possível criar o perfil de voz.', path: '/aira/clone' },
  },
  {
    event: { kind: 'request_refunded', details: { product: 'ideas', requestId: 'r', credits: 3 } },
    shown: { title: 'Créditos devolvidos', text: 'Não foi possível gerar suas ideias. Devolvemos 3 créditos para você.', path: '/aira' },
  },
  {
    event: { kind: 'level_reached', details: { level: 'silver' } },
    shown: {
      title: 'Você chegou ao nível Prata!',
      text: 'Seu mídia kit está completo: agora você pode se candidatar às propostas abertas para Prata.',
      path: '/',
    },
  },
  {
    event: { kind: 'network_reconnect', details: { network: 'tiktok' } },
    shown: {
      title: 'Reconecte seu TikTok',
      text: 'O TikTok deixou de aceitar a conexão com a Mais Alcance. Conecte de novo para manter seus números atualizados no mídia kit.',
      path: '/media-kit/connect',
    },
  },
  {
    event: { kind: 'new_proposals', details: { count: 3, day: '2026-03-02' } },
    shown: { title: 'Novas publis para você', text: '3 novas propostas combinam com seu perfil. Candidate-se antes que fechem!', path: '/publis' },
  },
];

describe('notificationText', () => {
  it('has an example of every kind', () => {
    expect(examples.map(({ event }) => event.kind).sort()).toEqual([...notificationKinds].sort());
  });

  it.each(examples)('writes $event.kind in pt-BR with the page it opens', ({ event, shown }) => {
    expect(notificationText(event)).toEqual(shown);
  });

  it('names a PIX key by its type inside the sentence', () => {
    const payout = (pixKeyType: 'random' | 'email', maskedPixKey: string) =>
      notificationText({ kind: 'payout_made', details: { payoutId: 'x', amountCents: 5000, pixKeyType, maskedPixKey } }).text;
    expect(payout('random', '7d9f…2c1a')).toBe('Enviamos R$ 50,00 por PIX para a chave aleatória 7d9f…2c1a.');
    expect(payout('email', 'a***@mail.com')).toBe('Enviamos R$ 50,00 por PIX para a chave de e-mail a***@mail.com.');
    // A random key masked to its start ends in '…': no full stop after it.
    expect(payout('random', '7d9f6c2e…')).toBe('Enviamos R$ 50,00 por PIX para a chave aleatória 7d9f6c2e…');
  });

  it('counts the brand’s messages in words that agree', () => {
    const messages = (count: number) =>
      notificationText({ kind: 'message_received', details: { applicationId: 'a', proposalName: 'Sérum', brandName: 'Lumière', count } }).text;
    expect(messages(1)).toBe('Uma nova mensagem sobre “Sérum”.');
    expect(messages(2)).toBe('2 novas mensagens sobre “Sérum”.');
  });

  it('tells a confirmation, and the one that concludes the deal, apart', () => {
    const reviewed = (concluded: boolean) =>
      notificationText({
        kind: 'deliverable_reviewed',
        details: { applicationId: 'a', proposalName: 'Sérum', brandName: 'Lumière', item: 'Story 2', outcome: 'confirmed', concluded },
      });
    expect(reviewed(false)).toMatchObject({ title: 'Entrega confirmada por Lumière', text: 'Story 2 de “Sérum”.' });
    expect(reviewed(true)).toMatchObject({ title: 'Publi concluída: Sérum', text: 'Lumière confirmou todas as entregas.' });
  });

  it('counts the digest’s proposals in words that agree', () => {
    const digest = (count: number) => notificationText({ kind: 'new_proposals', details: { count, day: '2026-03-02' } }).text;
    expect(digest(1)).toBe('Uma nova proposta combina com seu perfil. Candidate-se antes que fechem!');
    expect(digest(12)).toBe('12 novas propostas combinam com seu perfil. Candidate-se antes que fechem!');
  });

  it('names every kind for the preferences', () => {
    expect(Object.keys(notificationKindLabels).sort()).toEqual([...notificationKinds].sort());
  });
});
