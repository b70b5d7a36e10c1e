import { formatCents, formatRate, isCommissionRate, maskPixKey, normalizeBrandDomain, pixKeyTypeLabels } from '@ma/domain';
import { inArray } from 'drizzle-orm';
import { affiliateBrandIdSchema } from '@ma/api-client/schemas';
import { z } from 'zod';
import { affiliateBrands } from '../../db/schema.ts';
import { CommandError, EXIT_USAGE, printTable, withDatabase, type CommandIo, type EventsCommandIo } from '../../lib/command.ts';
import { isUuid } from '../../lib/ids.ts';
import { JsonArrayFileError, readJsonArray } from '../../lib/json-array-file.ts';
import { insertBrand, newWebhookSecret, updateBrand } from './brands.ts';
import { listDuePayouts, payBatch, PayoutRefused } from './payouts.ts';

/** A brand as an operator writes it in the JSON file of `affiliate:brands` (snake_case, as the API). */
const brandRecordSchema = z
  .object({
    id: z.string().refine((id) => affiliateBrandIdSchema.safeParse(id).success, { error: 'use de 2 a 63 letras minúsculas, números e hífens' }),
    name: z.string().trim().min(1).max(120),
    logo_url: z
      .url({ protocol: /^https$/ })
      .nullable()
      .optional(),
    /** Percent, up to 2 decimals (12.5 = 12,5 %). */
    commission_percent: z.number().gt(0).max(100),
    cookie_days: z.number().int().min(1).max(365).default(30),
    holding_days: z.number().int().min(0).max(365).default(30),
    domain: z.string().max(253),
    homepage_url: z.url({ protocol: /^https?$/ }).optional(),
    /** Leave it out to keep the brand's (or, for a new brand, to draw one). */
    webhook_secret: z.string().min(32).max(200).optional(),
    active: z.boolean().default(true),
  })
  .strict();

/**
 * affiliate:brands <file.json>: adds or edits the brands of a JSON array, all or none. A new
 * brand without a secret gets one drawn, printed once for the operator to hand to the brand.
 */
export async function brandsCommand(io: CommandIo, [file]: string[]): Promise<void> {
  if (!file) throw new CommandError('Informe o arquivo: affiliate:brands <marcas.json>', EXIT_USAGE);
  let records: unknown[];
  try {
    records = [];
    for await (const record of readJsonArray(file)) records.push(record);
  } catch (error) {
    if (error instanceof JsonArrayFileError) throw new CommandError(error.message);
    throw error;
  }
  const problems: string[] = [];
  const brands = records.flatMap((record, index) => {
    const parsed = brandRecordSchema.safeParse(record);
    const label = `registro ${index + 1}`;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${label}: ${issue.path.join('.') || '(registro)'}: ${issue.message}`);
      return [];
    }
    const brand = parsed.data;
    const domain = normalizeBrandDomain(brand.domain);
    const rateBp = Math.round(brand.commission_percent * 100);
    if (!domain) problems.push(`${label}: domain: domínio inválido`);
    if (!isCommissionRate(rateBp) || Math.abs(rateBp - brand.commission_percent * 100) > 1e-6)
      problems.push(`${label}: commission_percent: use até 2 casas decimais`);
    return domain ? [{ ...brand, domain, rateBp }] : [];
  });
  if (records.length === 0) problems.push('O arquivo não contém nenhuma marca.');
  if (problems.length > 0) throw new CommandError(`Nada foi gravado. Problemas:\n${problems.join('\n')}`);

  const now = io.clock.now();
  await io.db.transaction(async (tx) => {
    const existing = new Set(
      (
        await tx
          .select({ id: affiliateBrands.id })
          .from(affiliateBrands)
          .where(
            inArray(
              affiliateBrands.id,
              brands.map((brand) => brand.id),
            ),
          )
      ).map((row) => row.id),
    );
    for (const brand of brands) {
      const fields = {
        name: brand.name,
        logoUrl: brand.logo_url ?? null,
        commissionRateBp: brand.rateBp,
        cookieDays: brand.cookie_days,
        holdingDays: brand.holding_days,
        domain: brand.domain,
        homepageUrl: brand.homepage_url ?? `https://${brand.domain}/`,
        active: brand.active,
      };
      if (existing.has(brand.id)) {
        await updateBrand(tx, brand.id, { ...fields, ...(brand.webhook_secret ? { webhookSecret: brand.webhook_secret } : {}) }, now);
        io.out(`Marca atualizada: ${brand.name} (${brand.id}), ${formatRate(brand.rateBp)}.`);
      } else {
        const secret = brand.webhook_secret ?? newWebhookSecret();
        await insertBrand(tx, brand.id, fields, secret, now);
        io.out(`Marca criada: ${brand.name} (${brand.id}), ${formatRate(brand.rateBp)}.`);
        if (!brand.webhook_secret) io.out(`  Segredo do webhook (entregue à marca; não será mostrado de novo): ${secret}`);
      }
    }
  });
}

/**
 * affiliate:payouts: lists what is due per creator (approved, unpaid) with the PIX key.
 * affiliate:payouts --pay <user-id> <reference>: records that the creator's approved commissions
 * were paid by PIX with the bank's reference, and marks them paid, in one transaction.
 */
export async function payoutsCommand(io: EventsCommandIo, args: string[]): Promise<void> {
  if (args[0] !== '--pay') {
    if (args.length > 0) throw new CommandError('Uso: affiliate:payouts [--pay <id-da-conta> <referência>]', EXIT_USAGE);
    const due = await listDuePayouts(io.db);
    if (due.length === 0) return io.out('Nenhum pagamento pendente.');
    printTable(io, [
      ['conta', 'nome', 'e-mail', 'comissões', 'valor', 'chave PIX'],
      ...due.map((row) => [
        row.userId,
        row.fullName,
        row.email ?? '',
        String(row.count),
        formatCents(row.cents),
        `${pixKeyTypeLabels[row.pixKeyType]}: ${row.pixKey}`,
      ]),
    ]);
    return io.out(`${due.length} criador(es), ${formatCents(due.reduce((sum, row) => sum + row.cents, 0))} no total.`);
  }
  const [, userId, reference] = args;
  if (!userId || !reference?.trim())
    throw new CommandError('Informe a conta e a referência: affiliate:payouts --pay <id-da-conta> <referência>', EXIT_USAGE);
  if (!isUuid(userId)) throw new CommandError(`Conta não encontrada: ${userId}`);
  const now = io.clock.now();
  const paid = await io.db
    .transaction(async (tx) => (await payBatch(tx, io.events, [{ userId, reference }], now)).payouts[0])
    .catch((error: unknown) => {
      if (!(error instanceof PayoutRefused)) throw error;
      throw new CommandError(error.reason === 'not-registered' ? `Conta sem cadastro de afiliado: ${userId}` : 'Nada a pagar para esta conta.');
    });
  if (!paid) throw new Error('the batch of one paid nobody');
  const pix = `${pixKeyTypeLabels[paid.pixKeyType]} ${maskPixKey(paid.pixKeyType, paid.pixKey)}`;
  io.out(`Pago: ${formatCents(paid.amountCents)} (${paid.count} comissões) para ${pix}, referência ${paid.reference}.`);
}

export const affiliateCommands = {
  'affiliate:brands': withDatabase(brandsCommand),
  'affiliate:payouts': withDatabase(payoutsCommand),
};

export const affiliateCommandsUsage = `  affiliate:brands <file.json>   add or edit the program's brands (rate, cookie window, holding days, domain, webhook secret; see docs/product/affiliate.md)
  affiliate:payouts              list what is due per creator (approved commissions) with the PIX key
  affiliate:payouts --pay <user-id> <reference>   record the PIX payout of a creator's approved commissions and mark them paid
`;
