import { noticeEmail } from '../../mail/link-email.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** Without the code: the mailer logs every subject it sends (mail/smtp-mailer.ts). */
export const REAUTH_CODE_SUBJECT = 'Seu código de confirmação da Mais Alcance';

/** The mailed code of a re-authentication, in pt-BR; no link: the code is typed where it was asked. */
export function reauthCodeEmail(input: { to: string; name: string; code: string }): MailMessage {
  return noticeEmail({
    to: input.to,
    name: input.name,
    subject: REAUTH_CODE_SUBJECT,
    happened: `Use o código ${input.code} para confirmar que é você na Mais Alcance. Ele vale por 10 minutos e só pode ser usado uma vez.`,
    notYou: 'Se não foi você que pediu, não informe o código a ninguém: alguém pode estar usando uma sessão da sua conta.',
  });
}
