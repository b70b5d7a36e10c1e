import type { MailMessage } from '../../mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The link of the e-mail: /reset-password with docs/product/routes-and-navigation.md's parameters `email` and `reset_token`. */
export function resetPasswordLink(appOrigin: string, email: string, token: string): string {
  const url = new URL('/reset-password', appOrigin);
  url.searchParams.set('email', email);
  url.searchParams.set('reset_token', token);
  return url.toString();
}

/** The password recovery e-mail, in pt-BR, as HTML and as plain text. */
export function resetPasswordEmail(input: { to: string; name: string; link: string }): MailMessage {
  const firstName = input.name.trim().split(/\s+/)[0] ?? '';
  const greeting = firstName ? `Olá, ${firstName}!` : 'Olá!';
  const subject = 'Redefina sua senha da Mais Alcance';
  const text = [
    greeting,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta na Mais Alcance.',
    'Para criar uma nova senha, abra o link abaixo (ele vale por 1 hora e só pode ser usado uma vez):',
    '',
    input.link,
    '',
    'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
    '',
    'Equipe Mais Alcance',
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="pt-BR">
<body style="margin:0;padding:24px;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <p style="font-size:18px;font-weight:bold;margin:0 0 16px">${escapeHtml(greeting)}</p>
    <p style="margin:0 0 16px;line-height:1.5">Recebemos um pedido para redefinir a senha da sua conta na Mais Alcance.</p>
    <p style="margin:0 0 24px"><a href="${link}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:999px">Criar nova senha</a></p>
    <p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#4b5563">O link vale por 1 hora e só pode ser usado uma vez. Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${link}" style="color:#6d28d9;word-break:break-all">${link}</a></p>
    <p style="margin:0;font-size:14px;line-height:1.5;color:#4b5563">Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.</p>
  </div>
</body>
</html>
`;
  return { to: input.to, subject, text, html };
}
