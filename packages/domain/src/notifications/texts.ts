import type { PixKeyType } from '../affiliate/pix.ts';
import { airaMessages } from '../aira/messages.ts';
import { formatCents, formatCountOf, formatCredits } from '../format.ts';
import { levelLabels } from '../levels.ts';
import { networkLabels } from '../connect/connections.ts';
import type { NotificationEvent, NotificationKind, PaidProduct } from './kinds.ts';

/** A sentence's full stop, unless it already ends in one (a masked key's '…'): never '….'. */
const endSentence = (text: string) => (/[.…!?]$/u.test(text) ? text : `${text}.`);

/** A notification as a person reads it, and the page of the app it opens. */
export interface NotificationText {
  title: string;
  text: string;
  path: string;
}

const refundedWork: Record<PaidProduct, { what: string; path: string }> = {
  ideas: { what: 'suas ideias', path: '/aira' },
  ugc_script: { what: 'seu roteiro UGC', path: '/aira/create-ugc-script' },
  voice_over: { what: 'sua narração', path: '/aira/clone' },
};

/** The creator's own applications on /publis. */
/** A key's type inside a sentence ('para a chave aleatória …'), not as a field's label ('Chave aleatória'). */
const pixKeyInSentence: Record<PixKeyType, string> = { cpf: 'CPF', cnpj: 'CNPJ', email: 'de e-mail', phone: 'de telefone', random: 'aleatória' };

const APPLICATIONS_PATH = '/publis?tab=candidaturas';
const COMMISSIONS_PATH = '/affiliate/commissions';
const VOICE_PATH = '/aira/clone';

/** The pt-BR title and text of each kind, and where it leads (docs/product/notifications.md). */
export function notificationText(event: NotificationEvent): NotificationText {
  switch (event.kind) {
    case 'application_accepted':
    case 'application_declined': {
      const accepted = event.kind === 'application_accepted';
      return {
        title: accepted ? 'Candidatura aceita' : 'Candidatura recusada',
        text: airaMessages.applicationDecided(event.details.proposalName, accepted),
        path: APPLICATIONS_PATH,
      };
    }
    case 'message_received': {
      const { brandName, proposalName, count } = event.details;
      return {
        title: `Nova mensagem de ${brandName}`,
        text: `${count === 1 ? 'Uma nova mensagem' : formatCountOf(count, 'nova mensagem', 'novas mensagens')} sobre “${proposalName}”.`,
        path: `/publis/candidaturas/${event.details.applicationId}`,
      };
    }
    case 'deliverable_reviewed': {
      const { applicationId, brandName, proposalName, item, outcome, concluded } = event.details;
      const path = `/publis/candidaturas/${applicationId}`;
      if (outcome === 'changes_requested')
        return { title: `${brandName} pediu um ajuste`, text: `Veja a nota sobre ${item} de “${proposalName}” e entregue de novo.`, path };
      if (concluded) return { title: `Publi concluída: ${proposalName}`, text: `${brandName} confirmou todas as entregas.`, path };
      return { title: `Entrega confirmada por ${brandName}`, text: `${item} de “${proposalName}”.`, path };
    }
    case 'commission_approved':
      return {
        title: 'Comissão aprovada',
        text: `Sua comissão de ${formatCents(event.details.amountCents)} da ${event.details.brandName} foi aprovada e entra no próximo pagamento.`,
        path: COMMISSIONS_PATH,
      };
    case 'payout_made':
      return {
        title: 'Pagamento enviado',
        text: endSentence(
          `Enviamos ${formatCents(event.details.amountCents)} por PIX para a chave ${pixKeyInSentence[event.details.pixKeyType]} ${event.details.maskedPixKey}`,
        ),
        path: COMMISSIONS_PATH,
      };
    case 'voice_profile_ready':
      return { title: 'Seu perfil de voz está pronto', text: 'Agora você já pode gerar narrações com a sua voz.', path: VOICE_PATH };
    case 'voice_profile_failed':
      return { title: 'Não foi possível criar seu perfil de voz', text: event.details.failure, path: VOICE_PATH };
    case 'request_refunded': {
      const work = refundedWork[event.details.product];
      return {
        title: 'Créditos devolvidos',
        text: `Não foi possível gerar ${work.what}. Devolvemos ${formatCredits(event.details.credits)} para você.`,
        path: work.path,
      };
    }
    case 'level_reached':
      return {
        title: `Você chegou ao nível ${levelLabels[event.details.level]}!`,
        text:
          event.details.level === 'gold'
            ? 'Instagram e TikTok conectados: você pode se candidatar a todas as propostas.'
            : 'Seu mídia kit está completo: agora você pode se candidatar às propostas abertas para Prata.',
        path: '/',
      };
    case 'network_reconnect': {
      const network = networkLabels[event.details.network];
      return {
        title: `Reconecte seu ${network}`,
        text: `O ${network} deixou de aceitar a conexão com a Mais Alcance. Conecte de novo para manter seus números atualizados no mídia kit.`,
        path: '/media-kit/connect',
      };
    }
    case 'new_proposals': {
      const { count } = event.details;
      return {
        title: 'Novas publis para você',
        text: `${count === 1 ? 'Uma nova proposta combina' : `${formatCountOf(count, 'nova proposta', 'novas propostas')} combinam`} com seu perfil. Candidate-se antes que fechem!`,
        path: '/publis',
      };
    }
  }
}

/** Each kind as the preferences on /account name it. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  application_accepted: 'Candidatura aceita',
  application_declined: 'Candidatura recusada',
  message_received: 'Mensagens das marcas',
  deliverable_reviewed: 'Entregas conferidas pela marca',
  commission_approved: 'Comissão aprovada',
  payout_made: 'Pagamento de comissões',
  voice_profile_ready: 'Perfil de voz pronto',
  voice_profile_failed: 'Falha no perfil de voz',
  request_refunded: 'Créditos devolvidos',
  level_reached: 'Novo nível',
  network_reconnect: 'Rede para reconectar',
  new_proposals: 'Novas publis (resumo diário)',
};

export const notificationMessages = {
  cursorInvalid: 'Página de notificações inválida. Recarregue a lista.',
  readTargetRequired: 'Informe as notificações ou marque todas como lidas.',
  idsInvalid: 'Notificação inválida.',
  tooManyIds: 'No máximo 100 notificações por vez.',
  kindInvalid: 'Tipo de notificação inválido.',
  kindRepeated: 'Cada tipo de notificação só pode aparecer uma vez.',
  preferencesRequired: 'Informe ao menos uma preferência.',
  pushSubscriptionInvalid: 'O navegador enviou uma inscrição de notificações inválida. Tente ativar de novo.',
  pushServiceNotAllowed: 'Este navegador usa um serviço de notificações que não aceitamos. Tente pelo Chrome, Firefox, Edge ou Safari.',
} as const;
