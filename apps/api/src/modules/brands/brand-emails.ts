import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { brandMembers } from '../../db/schema.ts';
import { linkEmail, noticeEmail } from '../../mail/link-email.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';

/**
 * The e-mails of a brand's account (docs/product/brands.md): the proof of the owner's address,
 * an invitation to the team, and the operators' decision. The links open the brands' app at
 * /marcas on the app's origin.
 */

export const BRANDS_APP_PATH = '/marcas';

/** An address of the brands' app. */
export const brandsAppUrl = (appOrigin: string, path: string) => new URL(`${BRANDS_APP_PATH}${path}`, appOrigin).toString();

/** Mailed at sign-up (and again on request): opening it proves the address. */
export function brandEmailProof(input: { to: string; name: string; link: string }): MailMessage {
  return linkEmail({
    ...input,
    subject: 'Confirme o e-mail da sua marca na Mais Alcance',
    reason: 'Uma conta de marca na Mais Alcance foi criada com este endereço de e-mail.',
    textLead: 'Para confirmar que o endereço é seu, abra o link abaixo (ele vale por 24 horas e só pode ser usado uma vez):',
    button: 'Confirmar meu e-mail',
    validity: 'O link vale por 24 horas e só pode ser usado uma vez.',
    notAsked: 'Se não foi você que criou essa conta, não abra o link: ignore este e-mail.',
  });
}

/** An invitation to a brand's team: the link lets the invitee choose a password. */
export function brandInvitationEmail(input: { to: string; name: string; brandName: string; invitedBy: string; link: string }): MailMessage {
  return linkEmail({
    to: input.to,
    name: input.name,
    link: input.link,
    subject: `Convite para a equipe de ${input.brandName} na Mais Alcance`,
    reason: `${input.invitedBy} convidou você para a equipe de ${input.brandName} na Mais Alcance.`,
    textLead: 'Para entrar na equipe, abra o link abaixo e crie sua senha (ele vale por 7 dias e só pode ser usado uma vez):',
    button: 'Aceitar o convite',
    validity: 'O link vale por 7 dias e só pode ser usado uma vez.',
    notAsked: 'Se você não conhece essa marca, ignore este e-mail: nenhuma conta é criada sem o link.',
  });
}

/** To the owner when an operator approves the brand. */
export function brandApprovedEmail(input: { to: string; name: string; brandName: string; appOrigin: string }): MailMessage {
  return noticeEmail({
    to: input.to,
    name: input.name,
    subject: `${input.brandName} foi aprovada na Mais Alcance`,
    happened: `O cadastro de ${input.brandName} foi aprovado pela equipe da Mais Alcance. Sua equipe já pode usar a área de marcas.`,
    notYou: 'Se você não pediu esse cadastro, escreva para contato@maisalcance.com.br.',
    way: { button: 'Abrir a área de marcas', link: brandsAppUrl(input.appOrigin, '') },
  });
}

/** To the owner when an operator refuses the brand, with the reason. */
export function brandRefusedEmail(input: { to: string; name: string; brandName: string; reason: string }): MailMessage {
  return noticeEmail({
    to: input.to,
    name: input.name,
    subject: `O cadastro de ${input.brandName} na Mais Alcance não foi aprovado`,
    happened: `O cadastro de ${input.brandName} não foi aprovado pela equipe da Mais Alcance. Motivo: ${input.reason}`,
    notYou: 'Se quiser conversar sobre a decisão, escreva para contato@maisalcance.com.br.',
  });
}

/** To the brand's owner and the proposal's author when an operator publishes it. */
export function proposalPublishedEmail(input: { to: string; name: string; proposalName: string; appOrigin: string }): MailMessage {
  return noticeEmail({
    to: input.to,
    name: input.name,
    subject: `Sua proposta "${input.proposalName}" foi publicada na Mais Alcance`,
    happened: `A proposta "${input.proposalName}" foi aprovada pela equipe da Mais Alcance e já aparece para as criadoras.`,
    notYou: 'Se você não reconhece essa proposta, escreva para contato@maisalcance.com.br.',
    way: { button: 'Ver minhas propostas', link: brandsAppUrl(input.appOrigin, '/propostas') },
  });
}

/** To the brand's owner and the proposal's author when an operator returns it, with the reason. */
export function proposalReturnedEmail(input: { to: string; name: string; proposalName: string; reason: string; appOrigin: string }): MailMessage {
  return noticeEmail({
    to: input.to,
    name: input.name,
    subject: `Sua proposta "${input.proposalName}" voltou para ajustes`,
    happened: `A equipe da Mais Alcance devolveu a proposta "${input.proposalName}" para ajustes. Motivo: ${input.reason}`,
    notYou: 'Depois de ajustar, envie a proposta de novo para análise.',
    way: { button: 'Ajustar a proposta', link: brandsAppUrl(input.appOrigin, '/propostas') },
  });
}

/** A deal as the brand's team is told of it: whose team, and the deal page the e-mail opens. */
export interface BrandDeal {
  brandId: string;
  brandName: string;
  brandProposalId: string;
  applicationId: string;
}

/**
 * Tells the brand's team about `deal` (a message, a hand-in): one e-mail to each member still on
 * the team whose address is proven, opening the deal's page at `button`.
 */
export async function mailBrandTeam(
  deps: { db: Database; mailer: Mailer; appOrigin: string },
  deal: BrandDeal,
  notice: { subject: string; happened: string; button: string },
): Promise<void> {
  const members = await deps.db
    .select({ name: brandMembers.name, email: brandMembers.email })
    .from(brandMembers)
    .where(and(eq(brandMembers.brandId, deal.brandId), isNull(brandMembers.removedAt), isNotNull(brandMembers.emailVerifiedAt)));
  const link = brandsAppUrl(deps.appOrigin, `/propostas/${deal.brandProposalId}/candidaturas/${deal.applicationId}`);
  for (const member of members)
    await deps.mailer.send(
      noticeEmail({
        to: member.email,
        name: member.name,
        subject: notice.subject,
        happened: notice.happened,
        notYou: `Se você não faz mais parte da equipe de ${deal.brandName}, avise o responsável pela conta da marca.`,
        way: { button: notice.button, link },
      }),
    );
}
