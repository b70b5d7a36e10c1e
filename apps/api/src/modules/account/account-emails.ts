import { linkEmail, noticeEmail } from '../../mail/link-email.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/**
 * The e-mails about the account's own address and password (docs/product/accounts-and-levels.md
 * "E-mails about the account"). The notices carry no link that acts on the account: at most the
 * recovery page, where the owner asks for a reset link of their own.
 */

/** The link mailed at sign-up: opening it proves the address (Google sign-in may then join the account). */
export function verifyEmailEmail(input: { to: string; name: string; link: string }): MailMessage {
  return linkEmail({
    ...input,
    subject: 'Confirme seu e-mail na Mais Alcance',
    reason: 'Uma conta na Mais Alcance foi criada com este endereço de e-mail.',
    textLead: 'Para confirmar que o endereço é seu, abra o link abaixo (ele vale por 24 horas e só pode ser usado uma vez):',
    button: 'Confirmar meu e-mail',
    validity: 'O link vale por 24 horas e só pode ser usado uma vez.',
    notAsked: 'Se não foi você que criou essa conta, não abra o link: ignore este e-mail.',
  });
}

/** The recovery page: where the owner asks for a reset link mailed to them. */
export function recoveryPage(appOrigin: string): string {
  return new URL('/forgot-password', appOrigin).toString();
}

const toRecovery = (appOrigin: string) => ({ button: 'Redefinir minha senha', link: recoveryPage(appOrigin) });

/** To the current address when a change to another one is asked: the owner can still stop it. */
export function emailChangeRequestedNotice(input: { to: string; name: string; newEmail: string; appOrigin: string }): MailMessage {
  return noticeEmail({
    to: input.to,
    name: input.name,
    subject: 'Pedido de troca do e-mail da sua conta na Mais Alcance',
    happened: `Recebemos um pedido para trocar o e-mail da sua conta na Mais Alcance para ${input.newEmail}. A troca só acontece quando o link enviado a esse endereço for aberto.`,
    notYou:
      'Se não foi você, redefina sua senha agora: isso cancela a troca e encerra todas as sessões abertas da sua conta. Peça o link de redefinição nesta página:',
    way: toRecovery(input.appOrigin),
  });
}

/** To the old address once the change is done: it no longer signs in, nor can it ask for a reset. */
export function emailChangedNotice(input: { to: string; name: string; newEmail: string }): MailMessage {
  return noticeEmail({
    to: input.to,
    name: input.name,
    subject: 'O e-mail da sua conta na Mais Alcance foi trocado',
    happened: `O e-mail da sua conta na Mais Alcance agora é ${input.newEmail}. Este endereço não entra mais na conta.`,
    notYou: 'Se não foi você, escreva para privacidade@maisalcance.com.br contando o que aconteceu, para recuperarmos o acesso à sua conta.',
  });
}

/** After a password change or a reset: every other session has ended. */
export function passwordChangedNotice(input: { to: string; name: string; appOrigin: string; how: 'changed' | 'reset' }): MailMessage {
  const what = input.how === 'reset' ? 'redefinida pelo link de recuperação' : 'trocada';
  return noticeEmail({
    to: input.to,
    name: input.name,
    subject: input.how === 'reset' ? 'A senha da sua conta na Mais Alcance foi redefinida' : 'A senha da sua conta na Mais Alcance foi trocada',
    happened: `A senha da sua conta na Mais Alcance foi ${what}, e as sessões abertas em outros aparelhos foram encerradas.`,
    notYou: 'Se não foi você, redefina sua senha agora. Peça o link de redefinição nesta página:',
    way: toRecovery(input.appOrigin),
  });
}
