import { linkEmail } from '../../mail/link-email.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** The e-mail sent to the new address: the change happens when its link is opened. */
export function emailChangeEmail(input: { to: string; name: string; link: string }): MailMessage {
  return linkEmail({
    ...input,
    subject: 'Confirme seu novo e-mail na Mais Alcance',
    reason: 'Recebemos um pedido para usar este endereço como o e-mail da sua conta na Mais Alcance.',
    textLead: 'Para confirmar, abra o link abaixo (ele vale por 24 horas e só pode ser usado uma vez):',
    button: 'Confirmar novo e-mail',
    validity: 'O link vale por 24 horas e só pode ser usado uma vez.',
    notAsked: 'Se você não pediu isso, ignore este e-mail: nada muda na conta.',
  });
}
