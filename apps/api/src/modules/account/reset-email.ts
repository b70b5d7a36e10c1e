import { linkEmail } from '../../mail/link-email.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** The link of the e-mail: /reset-password with docs/product/routes-and-navigation.md's parameters `email` and `reset_token`. */
export function resetPasswordLink(appOrigin: string, email: string, token: string): string {
  const url = new URL('/reset-password', appOrigin);
  url.searchParams.set('email', email);
  url.searchParams.set('reset_token', token);
  return url.toString();
}

/** The password recovery e-mail, in pt-BR, as HTML and as plain text. */
export function resetPasswordEmail(input: { to: string; name: string; link: string }): MailMessage {
  return linkEmail({
    ...input,
    subject: 'Redefina sua senha da Mais Alcance',
    reason: 'Recebemos um pedido para redefinir a senha da sua conta na Mais Alcance.',
    textLead: 'Para criar uma nova senha, abra o link abaixo (ele vale por 1 hora e só pode ser usado uma vez):',
    button: 'Criar nova senha',
    validity: 'O link vale por 1 hora e só pode ser usado uma vez.',
    notAsked: 'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
  });
}
