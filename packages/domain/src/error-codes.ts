import type { ErrorCode } from './error-code-names.ts';

export { errorCodes, isErrorCode, type ErrorCode } from './error-code-names.ts';
import { DEFAULT_ERROR_MESSAGE, INVALID_CREDENTIALS_MESSAGE, PROPOSAL_NOT_FOUND, TOKEN_INVALID_MESSAGE } from './error-texts.ts';
import { formatCountOf, formatCredits } from './format.ts';
import { missingFeaturesMessage, type MissingFeature } from './missing-features.ts';

const minutes = (n: number) => `${n} ${n === 1 ? 'minuto' : 'minutos'}`;

/** A 429: what was refused, then when to try again. */
const tooMany = (refused: string) =>
  ({ status: 429, message: (retryMinutes: number) => `${refused} Tente novamente em ${minutes(retryMinutes)}.` }) as const;

export {
  DEFAULT_ERROR_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  isCodeShaped,
  PROPOSAL_NOT_FOUND,
  TOKEN_INVALID_MESSAGE,
  tokenCodeTexts,
} from './error-texts.ts';

/**
 * Every error the API answers with: its code, HTTP status and pt-BR message, in one place.
 * The API raises by code (`apiError('COUPON_EXPIRED')`), the client types `ApiError.code` from
 * these keys, and the web app shows the `detail` the server wrote from the same text.
 * A message that depends on the request is a function of what it needs.
 */
export const errorTable = {
  // The request itself (any route).
  BAD_REQUEST: { status: 400, message: 'Requisição inválida.' },
  MALFORMED_JSON: { status: 400, message: 'O corpo da requisição não é um JSON válido.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'O corpo da requisição é grande demais.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Envie o corpo da requisição em JSON (Content-Type: application/json).' },
  /** A field broke a rule: `detail` is the first field's message, `fields` holds each one. */
  VALIDATION_FAILED: { status: 422, message: 'Corpo da requisição inválido.' },
  NOT_FOUND: { status: 404, message: 'Recurso não encontrado.' },
  UNEXPECTED: { status: 500, message: DEFAULT_ERROR_MESSAGE },
  /** Sent with Retry-After; the request did not run, or its outcome is unknown (docs/architecture.md, "A database outage"). */
  DATABASE_UNAVAILABLE: { status: 503, message: 'Estamos com instabilidade no banco de dados. Tente novamente em instantes.' },

  // Sessions and accounts.
  SESSION_EXPIRED: { status: 401, message: 'Sessão expirada. Entre novamente.' },
  /** Ending a session the account does not have (another creator's id answers this too). */
  SESSION_NOT_FOUND: { status: 404, message: 'Sessão não encontrada. Ela já pode ter sido encerrada.' },
  INVALID_CREDENTIALS: { status: 401, message: INVALID_CREDENTIALS_MESSAGE },
  TOO_MANY_LOGIN_ATTEMPTS: tooMany('Muitas tentativas de login.'),
  ACCOUNT_ALREADY_EXISTS: { status: 409, message: 'Conta já cadastrada.' },
  PASSWORD_ALREADY_SET: { status: 409, message: 'A senha já foi definida.' },
  CREDENTIALS_EMAIL_MISMATCH: { status: 422, message: 'Use o e-mail desta conta.' },
  TOKEN_INVALID: { status: 400, message: TOKEN_INVALID_MESSAGE },
  /** The account page's password check (change of e-mail or password, deletion): a 422 on the field, never a 401 that would sign out. */
  CURRENT_PASSWORD_WRONG: { status: 422, message: 'Senha atual incorreta.' },
  PASSWORD_NOT_SET: { status: 409, message: 'Sua conta ainda não tem senha. Crie uma senha primeiro.' },
  EMAIL_UNCHANGED: { status: 422, message: 'Esse já é o seu e-mail.' },
  TOO_MANY_RECOVERY_REQUESTS: tooMany('Muitos pedidos de recuperação de senha.'),
  /** Sign-ups from one client address in an hour. */
  TOO_MANY_REGISTRATIONS: tooMany('Muitas contas criadas a partir desta conexão.'),
  /** E-mail change requests of one account, or to one address, in an hour: each mails a link. */
  TOO_MANY_EMAIL_CHANGES: tooMany('Muitos pedidos de troca de e-mail.'),
  /**
   * What a stolen session must not do alone (the full CPF, PIX key and phone, the export, a new
   * e-mail, password, PIX key or CPF, a deletion) asks for a proof of re-authentication first
   * (docs/decisions/025-re-authentication.md). 403, never 401: the session itself is fine.
   */
  REAUTH_REQUIRED: { status: 403, message: 'Confirme que é você para continuar.' },
  /** Neither a password, nor Google, nor a proven e-mail to send a code to. */
  REAUTH_UNAVAILABLE: { status: 409, message: 'Sua conta ainda não tem um e-mail confirmado para receber o código. Confirme seu e-mail primeiro.' },
  REAUTH_GOOGLE_INVALID: { status: 403, message: 'Não foi possível confirmar com essa conta Google. Use a conta Google deste perfil.' },
  REAUTH_CODE_WRONG: { status: 422, message: 'Código incorreto.' },
  /** Expired (10 minutes), used, or out of attempts. */
  REAUTH_CODE_EXPIRED: { status: 422, message: 'Este código não vale mais. Peça um novo código.' },
  TOO_MANY_REAUTH_CODES: tooMany('Muitos códigos pedidos.'),
  /** The consent came back for an Instagram account other than the one this account is connected to: no proof. */
  REAUTH_INSTAGRAM_MISMATCH: {
    status: 403,
    message: 'Essa conta do Instagram não é a deste perfil. Entre no Instagram com a conta ligada à Mais Alcance e tente de novo.',
  },
  /** Starts of 'Confirmar com o Instagram' of one account, or from one client address, in an hour. */
  TOO_MANY_REAUTH_INSTAGRAM: tooMany('Muitas tentativas de confirmar com o Instagram.'),
  /** Disconnecting (or replacing) the Instagram of an account whose only proof it is (no password, no proven e-mail). */
  INSTAGRAM_IS_THE_PROOF: {
    status: 409,
    message: 'É com este Instagram que você confirma que é você. Cadastre um e-mail e uma senha antes de desconectá-lo.',
  },
  GOOGLE_UNAVAILABLE: { status: 404, message: 'Entrar com Google não está disponível.' },
  GOOGLE_INVALID: { status: 401, message: 'Não foi possível confirmar sua conta Google. Tente novamente.' },
  GOOGLE_UNVERIFIED_EMAIL: { status: 401, message: 'Confirme seu e-mail na sua conta Google antes de entrar com ela.' },
  GOOGLE_KEYS_UNAVAILABLE: { status: 503, message: 'Não foi possível falar com o Google agora. Tente novamente em instantes.' },
  /** Google sign-in meeting an account whose address no one proved: a reset link went to it instead (docs/product/accounts-and-levels.md). */
  GOOGLE_ACCOUNT_UNVERIFIED: {
    status: 409,
    message: 'Já existe uma conta com este e-mail que ainda não foi confirmada. Enviamos um link para redefinir a senha e confirmar o endereço.',
  },
  NPS_ALREADY_ANSWERED: { status: 409, message: 'Você já respondeu à pesquisa recentemente. Obrigado!' },

  // Instagram connect (docs/product/not-built-yet.md): the codes the product names.
  GENERIC: { status: 502, message: DEFAULT_ERROR_MESSAGE },
  TOKEN_ERROR: { status: 400, message: DEFAULT_ERROR_MESSAGE },
  FACEBOOK_PAGES_NOT_FOUND: { status: 422, message: 'Verifique se selecionou as permissões corretas.' },
  INSTAGRAM_NOT_CONNECTED_WITH_PAGE: {
    status: 422,
    message: 'Certifique-se que você tem uma página do Facebook conectada com a sua conta do Instagram.',
  },
  INSTAGRAM_NOT_FOUND: {
    status: 422,
    message: 'Certifique-se que você selecionou todas as opções relacionadas ao perfil enviado no formulário.',
  },
  // Connecting networks (docs/product/connect.md), beyond the codes the product names.
  // 404 like GOOGLE_UNAVAILABLE: this server does not offer it; nothing to retry.
  CONNECT_NOT_CONFIGURED: {
    status: 404,
    message: (network: string) => `A conexão com o ${network} não está configurada neste servidor.`,
  },
  CONNECT_STATE_INVALID: { status: 400, message: 'Este pedido de conexão expirou ou já foi usado. Comece a conexão de novo.' },
  TOO_MANY_CONNECT_STARTS: tooMany('Muitas tentativas de entrar com o Instagram.'),
  NETWORK_NOT_CONNECTED: { status: 404, message: (network: string) => `Seu ${network} não está conectado.` },
  NETWORK_NEEDS_RECONNECT: {
    status: 409,
    message: (network: string) => `Seu ${network} precisa ser reconectado para atualizar os números.`,
  },
  STATS_REFRESH_TOO_SOON: tooMany('Os números foram atualizados há pouco.'),

  // Credits and coupons.
  INSUFFICIENT_CREDITS: {
    status: 402,
    message: (balance: number, required: number) =>
      `Créditos insuficientes: você tem ${formatCredits(balance)} e esta ação precisa de ${formatCredits(required)}.`,
  },
  COUPON_NOT_FOUND: { status: 404, message: 'Cupom não encontrado. Confira o código e tente de novo.' },
  COUPON_NOT_YET_VALID: { status: 409, message: 'Este cupom ainda não está valendo.' },
  COUPON_EXPIRED: { status: 410, message: 'Este cupom expirou.' },
  COUPON_EXHAUSTED: { status: 409, message: 'Este cupom esgotou.' },
  COUPON_ALREADY_USED: { status: 409, message: 'Você já usou este cupom.' },
  TOO_MANY_COUPON_ATTEMPTS: tooMany('Muitas tentativas com cupons inválidos.'),

  // Proposals.
  PROPOSAL_NOT_FOUND: { status: 404, message: PROPOSAL_NOT_FOUND },
  LEVEL_REQUIRED: {
    status: 403,
    message: (silversAllowed: boolean) =>
      silversAllowed
        ? 'Esta proposta é para criadores nível Prata ou Ouro. Complete seu mídia kit ou conecte suas redes sociais.'
        : 'Esta proposta é apenas para criadores nível Ouro. Conecte suas redes sociais.',
  },
  MISSING_FEATURES: {
    status: 422,
    message: (features: readonly MissingFeature[]) => missingFeaturesMessage(features) ?? DEFAULT_ERROR_MESSAGE,
  },
  ALREADY_APPLIED: { status: 409, message: 'Você já se candidatou a esta proposta.' },
  APPLICATION_ALREADY_DECIDED: {
    status: 409,
    message: 'A marca já respondeu a esta candidatura, por isso ela não pode mais ser retirada.',
  },

  // Media kit.
  KIT_VERSION_CONFLICT: {
    status: 409,
    message: 'Seu mídia kit foi salvo em outra aba ou aparelho. Recarregue a página para ver a versão mais recente antes de salvar.',
  },
  USERNAME_TAKEN: { status: 409, message: 'Este endereço já está em uso. Escolha outro.' },
  MEDIA_KIT_NOT_FOUND: { status: 404, message: 'Mídia kit não encontrado.' },
  PHOTO_UNSUPPORTED: { status: 415, message: 'Envie uma foto JPEG, PNG, WebP ou HEIC.' },
  PHOTO_TOO_LARGE: { status: 413, message: 'A foto deve ter no máximo 10 MB.' },
  TOO_MANY_PHOTO_UPLOADS: tooMany('Muitas fotos enviadas em pouco tempo.'),
  /** Kit saves per account (each draws a new link-preview image when it is next shared). */
  TOO_MANY_KIT_SAVES: tooMany('Muitas alterações salvas em pouco tempo.'),

  // Notifications: the one-click link of a notification e-mail (docs/product/notifications.md).
  UNSUBSCRIBE_LINK_NOT_FOUND: { status: 404, message: 'Este link para cancelar os e-mails não vale mais. Ajuste seus avisos em Minha conta.' },
  TOO_MANY_UNSUBSCRIBE_REQUESTS: tooMany('Muitas tentativas em pouco tempo.'),
  // Web Push without VAPID keys on this server (docs/product/notifications.md "Push").
  PUSH_UNAVAILABLE: { status: 404, message: 'As notificações no celular não estão disponíveis no momento.' },

  // Affiliate program.
  AFFILIATE_NOT_REGISTERED: { status: 403, message: 'Cadastre-se no programa de afiliados para continuar.' },
  AFFILIATE_ALREADY_REGISTERED: { status: 409, message: 'Você já está cadastrado no programa de afiliados.' },
  AFFILIATE_BRAND_NOT_FOUND: { status: 404, message: 'Marca não encontrada.' },
  AFFILIATE_LINK_NOT_FOUND: { status: 404, message: 'Link não encontrado.' },
  AFFILIATE_DESTINATION_NOT_ALLOWED: {
    status: 422,
    message: (brand: string, domain: string) => `O link precisa ser uma página de ${brand} (${domain}).`,
  },
  /** Changing the PIX key, where commissions are paid, or the CPF/CNPJ they are paid to asks for the password again. */
  AFFILIATE_PASSWORD_REQUIRED: { status: 403, message: 'Para trocar o CPF/CNPJ ou a chave PIX, confirme sua senha.' },
  AFFILIATE_PASSWORD_INVALID: { status: 403, message: 'Senha incorreta.' },
  // January 2024 is FIRST_SELECTABLE_MONTH (affiliate/months.ts; a test holds the two together).
  AFFILIATE_MONTH_OUT_OF_RANGE: { status: 422, message: 'Escolha um mês entre janeiro de 2024 e o mês atual.' },
  // The brands' order webhooks: signed, and refused outside a 5-minute window against replays.
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: 'Assinatura inválida.' },
  WEBHOOK_TIMESTAMP_INVALID: { status: 401, message: 'Carimbo de tempo ausente ou fora da janela de 5 minutos.' },
  WEBHOOK_EVENT_INVALID: { status: 422, message: 'Evento inválido.' },
  // After the signature: who may not send, and orders a click cannot have brought (affiliate/attribution.ts).
  WEBHOOK_BRAND_INACTIVE: { status: 403, message: 'Esta marca está inativa no programa de afiliados: o evento não foi registrado.' },
  WEBHOOK_ORDER_BEFORE_CLICK: { status: 422, message: 'A data do pedido (occurred_at) é anterior ao clique.' },
  WEBHOOK_ORDER_AFTER_COOKIE_WINDOW: {
    status: 422,
    message: (cookieDays: number) => `A data do pedido (occurred_at) passa da janela de ${formatCountOf(cookieDays, 'dia', 'dias')} após o clique.`,
  },
  WEBHOOK_ORDER_IN_FUTURE: { status: 422, message: 'A data do pedido (occurred_at) está no futuro.' },

  // Aira (docs/product/aira.md). A paid request names itself with an Idempotency-Key header.
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'Este pedido já foi feito com outros dados. Recarregue a página e tente de novo.',
  },
  AI_GENERATION_FAILED: {
    status: 502,
    message: (refunded: number) => `Não foi possível gerar agora. Devolvemos ${formatCredits(refunded)} ao seu saldo. Tente novamente.`,
  },
  AI_UNAVAILABLE: {
    status: 503,
    message: 'A Aira ainda não está disponível neste servidor. Nenhum crédito foi cobrado.',
  },
  AIRA_GENERATION_NOT_FOUND: { status: 404, message: 'Geração não encontrada.' },
  UGC_SCRIPT_NOT_FOUND: { status: 404, message: 'Roteiro não encontrado.' },
  VOICE_SAMPLE_UNSUPPORTED: { status: 415, message: 'Envie um áudio MP3, WAV, M4A ou OGG.' },
  VOICE_SAMPLE_TOO_LARGE: { status: 413, message: 'Cada amostra deve ter no máximo 25 MB.' },
  VOICE_SAMPLE_TOO_SHORT: { status: 422, message: 'Cada amostra precisa ter pelo menos 10 segundos de voz.' },
  VOICE_SAMPLES_LIMIT: { status: 422, message: 'Envie no máximo 3 amostras.' },
  VOICE_SAMPLES_TOO_SHORT: { status: 422, message: 'As amostras precisam somar pelo menos 30 segundos de voz.' },
  VOICE_SAMPLES_TOO_LONG: { status: 422, message: 'As amostras podem somar no máximo 5 minutos de voz.' },
  VOICE_SAMPLE_NOT_FOUND: { status: 404, message: 'Amostra não encontrada.' },
  VOICE_CONSENT_REQUIRED: { status: 422, message: 'Confirme que a voz é sua para continuar.' },
  VOICE_PROFILE_EXISTS: { status: 409, message: 'Você já tem um perfil de voz. Exclua o atual para criar outro.' },
  VOICE_PROFILE_NOT_FOUND: { status: 404, message: 'Você ainda não tem um perfil de voz.' },
  VOICE_PROFILE_NOT_READY: { status: 409, message: 'Seu perfil de voz ainda não está pronto.' },
  VOICE_SYNTHESIS_UNAVAILABLE: {
    status: 503,
    message: 'A narração precisa de um serviço de voz configurado neste servidor. Suas amostras ficam guardadas até lá.',
  },
  VOICE_SYNTHESIS_FAILED: {
    status: 502,
    message: (refunded: number) => `Não foi possível gerar a narração. Devolvemos ${formatCredits(refunded)} ao seu saldo.`,
  },
  VOICE_OVER_NOT_FOUND: { status: 404, message: 'Narração não encontrada.' },

  // The brand's list of applicants.
  PROPOSAL_LINK_NOT_FOUND: { status: 404, message: 'Link inválido ou expirado.' },
  APPLICATION_NOT_FOUND: { status: 404, message: 'Candidatura não encontrada.' },
  TOO_MANY_PROFILE_LIST_REQUESTS: tooMany('Muitos acessos a esta lista.'),
  TOO_MANY_DECISION_CHANGES: tooMany('A decisão sobre esta candidatura mudou muitas vezes.'),
  // The back office (docs/product/backoffice.md).
  OPERATOR_FORBIDDEN: { status: 403, message: 'Seu perfil não tem acesso a esta ação.' },
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'Pedido de uma origem não permitida.' },
  OPERATOR_SETUP_LINK_INVALID: {
    status: 404,
    message: 'Link de configuração inválido, expirado ou já usado. Peça um novo link a um administrador.',
  },
  OPERATOR_SETUP_CODE_WRONG: { status: 422, message: 'Código incorreto. Confira o horário do celular e tente de novo.' },
  OPERATOR_NOT_FOUND: { status: 404, message: 'Operador não encontrado.' },
  OPERATOR_EMAIL_TAKEN: { status: 409, message: 'Já existe um operador com este e-mail.' },
  LAST_ADMIN: { status: 409, message: 'Não é possível: é o último administrador ativo.' },
  // The back office's brands and payouts.
  AFFILIATE_BRAND_TAKEN: { status: 409, message: 'Já existe uma marca com este identificador.' },
  PAYOUT_DUE_CHANGED: {
    status: 409,
    message:
      'O valor a pagar mudou (comissões aprovadas ou pagas desde que a lista foi aberta). Atualize a lista e confira antes de marcar como pago.',
  },
  PAYOUT_BATCH_NOT_FOUND: { status: 404, message: 'Lote de pagamentos não encontrado.' },
  // The back office's coupons and jobs.
  COUPON_CODE_TAKEN: { status: 409, message: 'Já existe um cupom com este código.' },
  COUPON_UNTIL_PAST: { status: 422, message: 'A data final já passou.' },
  COUPON_ALREADY_EXPIRED: { status: 409, message: 'Este cupom já está expirado.' },
  JOB_NOT_FOUND: { status: 404, message: 'Tarefa não encontrada.' },
  JOB_NOT_FAILED: { status: 409, message: 'Esta tarefa não falhou: nada a tentar de novo.' },
  // The back office's creators, and what a blocked creator reads when she signs in.
  CREATOR_NOT_FOUND: { status: 404, message: 'Criador não encontrado.' },
  CREATOR_NOT_AFFILIATE: { status: 404, message: 'Este criador não tem cadastro no programa de afiliados.' },
  CREATOR_BALANCE_TOO_LOW: {
    status: 409,
    message: (balance: number) => `O saldo é de ${formatCredits(balance)}: não é possível tirar mais do que isso. Nada foi alterado.`,
  },
  CREATOR_EMAIL_CONFIRMED: { status: 409, message: 'Este e-mail já foi confirmado.' },
  CREATOR_WITHOUT_EMAIL: { status: 409, message: 'Esta conta não tem e-mail cadastrado.' },
  ACCOUNT_BLOCKED: { status: 403, message: 'Sua conta está bloqueada. Fale com o suporte do Mais Alcance para saber mais.' },
  // The brands' accounts (docs/product/brands.md).
  BRAND_CNPJ_TAKEN: { status: 409, message: 'Já existe uma marca cadastrada com este CNPJ.' },
  /** A pending or refused brand signs in and sees its status, nothing else. */
  BRAND_NOT_APPROVED: { status: 403, message: 'Sua marca ainda não foi aprovada pela equipe da Mais Alcance.' },
  BRAND_OWNER_ONLY: { status: 403, message: 'Só o responsável pela marca pode fazer isso.' },
  BRAND_MEMBER_NOT_FOUND: { status: 404, message: 'Pessoa não encontrada na equipe.' },
  BRAND_INVITATION_INVALID: { status: 404, message: 'Convite inválido, expirado ou já usado. Peça um novo convite ao responsável pela marca.' },
  TOO_MANY_BRAND_INVITATIONS: tooMany('Muitos convites enviados.'),
  TOO_MANY_EMAIL_PROOFS: tooMany('Muitos e-mails de confirmação pedidos.'),
  // The conversation of an application (docs/product/conversations.md).
  CONVERSATION_NOT_FOUND: { status: 404, message: 'Conversa não encontrada.' },
  TOO_MANY_MESSAGES: tooMany('Muitas mensagens enviadas em pouco tempo.'),
  TOO_MANY_CONVERSATION_REPORTS: tooMany('Muitas denúncias enviadas.'),
  CONVERSATION_REPORT_NOT_FOUND: { status: 404, message: 'Denúncia não encontrada.' },
  BRAND_NOT_FOUND: { status: 404, message: 'Marca não encontrada.' },
  BRAND_ALREADY_DECIDED: { status: 409, message: 'Esta marca já foi avaliada por outro operador. Atualize a lista.' },
  BRAND_EMAIL_NOT_PROVEN: { status: 409, message: 'O responsável pela marca ainda não confirmou o e-mail.' },
  BRAND_PROPOSAL_NOT_FOUND: { status: 404, message: 'Proposta não encontrada.' },
  /** Submitted or published: the brand no longer rewrites it. */
  BRAND_PROPOSAL_LOCKED: { status: 409, message: 'Esta proposta está em análise ou já foi publicada: não pode mais ser alterada.' },
  BRAND_PROPOSAL_NOT_PUBLISHED: { status: 409, message: 'Esta proposta ainda não foi publicada.' },
  BRAND_PROPOSAL_NOT_SUBMITTED: { status: 409, message: 'Esta proposta não está aguardando análise. Atualize a lista.' },
  VALID_UNTIL_NOT_LATER: { status: 422, message: 'A nova data final precisa ser depois da atual e de hoje.' },
  // The agreed deliverables of an accepted application (docs/product/deliverables.md).
  DELIVERABLE_NOT_FOUND: { status: 404, message: 'Entrega não encontrada.' },
  /** Not accepted, or accepted less than a minute ago (the decision settles first). */
  DEAL_NOT_ACCEPTED: { status: 409, message: 'As entregas abrem quando a aceitação da marca se confirmar.' },
  DEAL_CONCLUDED: { status: 409, message: 'Esta publi já foi concluída: as entregas não mudam mais.' },
  DELIVERABLE_CONFIRMED: { status: 409, message: 'A marca já confirmou esta entrega.' },
  DELIVERABLE_NOT_HANDED_IN: { status: 409, message: 'Esta entrega não está aguardando a conferência da marca. Atualize a página.' },
  TOO_MANY_DELIVERABLE_WRITES: tooMany('Muitas alterações nas entregas.'),
  /** A brand's change of mind once she handed something in. */
  DEAL_UNDER_WAY: { status: 409, message: 'A criadora já começou as entregas: a aceitação não pode mais ser desfeita.' },
} as const satisfies Record<string, { status: number; message: string | ((...args: never[]) => string) }>;

type ErrorTable = typeof errorTable;
// The table names exactly the codes of error-code-names.ts: a code added to one and not the
// other does not compile.
const sameCodes: [keyof ErrorTable] extends [ErrorCode] ? ([ErrorCode] extends [keyof ErrorTable] ? true : never) : never = true;
void sameCodes;
export type ErrorStatus = ErrorTable[ErrorCode]['status'];

/** What the message of `code` needs to be written: nothing for a fixed text. */
export type ErrorMessageArgs<C extends ErrorCode> = ErrorTable[C]['message'] extends (...args: infer A) => string ? A : [];

/** The HTTP status the API answers `code` with. */
export const errorStatus = (code: ErrorCode): ErrorStatus => errorTable[code].status;

/** The pt-BR message of `code`, written with what it needs. */
export function errorMessage<C extends ErrorCode>(code: C, ...args: ErrorMessageArgs<C>): string {
  // The table's entry for `code` takes exactly `args` (ErrorMessageArgs); TypeScript cannot
  // follow that through the union of every entry, hence the one cast.
  const message = errorTable[code].message as string | ((...values: ErrorMessageArgs<C>) => string);
  return typeof message === 'function' ? message(...args) : message;
}
