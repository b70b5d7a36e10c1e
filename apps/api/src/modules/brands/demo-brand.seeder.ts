import type { AdminProposalInput } from '@ma/api-client/admin';
import { adminProposalPayloadSchema } from '@ma/api-client/admin';
import { eq } from 'drizzle-orm';
import { brandMembers, brandProposals, brands } from '../../db/schema.ts';
import type { SeedContext, Seeder } from '../../seed/seed-context.ts';
import { DEMO_PASSWORD } from '../account/seed/demo-accounts.seeder.ts';
import { DEMO_BRAND } from './seed/demo-brand.ts';
import { demoDealSeeder } from './seed/demo-deal.seeder.ts';

export { DEMO_BRAND } from './seed/demo-brand.ts';

/** Its two proposals: a draft to finish, and one waiting in the back office's 'Propostas das marcas'. */
const demoProposals: { state: 'draft' | 'submitted'; fields: AdminProposalInput }[] = [
  {
    state: 'draft',
    fields: adminProposalPayloadSchema.parse({
      name: 'Rotina de skincare para o verão',
      brandName: DEMO_BRAND.company,
      description: 'Um Reels mostrando a rotina da manhã com o sérum vitamina C e três stories com o cupom da marca.',
      categoriesOfInfluencer: ['Beleza'],
      partnershipType: 'cache',
      value: 1800,
      acceptsNegotiations: true,
    }),
  },
  {
    state: 'submitted',
    fields: adminProposalPayloadSchema.parse({
      name: 'Lançamento da linha de protetores',
      brandName: DEMO_BRAND.company,
      description: 'Um post no feed e dois stories apresentando o protetor com cor, com link para a loja.',
      categoriesOfInfluencer: ['Beleza', 'Moda'],
      partnershipType: 'cache',
      value: 2500,
      isSilversAlloweds: true,
      minFollowers: 5000,
    }),
  },
];

/**
 * Adds the demo brand unless there is one, with its owner signed-up and approved and its two
 * proposals; then what is missing of its deal with Ouro (seed/demo-deal.seeder.ts).
 */
export const demoBrandSeeder: Seeder = {
  name: 'demo-brand',
  async run(context) {
    await addDemoBrand(context);
    await demoDealSeeder.run(context);
  },
};

async function addDemoBrand({ db, clock, passwordHasher }: SeedContext): Promise<void> {
  const [existing] = await db.select({ id: brandMembers.id }).from(brandMembers).where(eq(brandMembers.email, DEMO_BRAND.email));
  if (existing) return;
  const now = clock.now();
  const passwordHash = await passwordHasher.hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [brand] = await tx
      .insert(brands)
      .values({ name: DEMO_BRAND.company, cnpj: DEMO_BRAND.cnpj, status: 'approved', decidedAt: now, createdAt: now })
      .returning({ id: brands.id });
    if (!brand) throw new Error('the demo brand was not written');
    const [owner] = await tx
      .insert(brandMembers)
      .values({
        brandId: brand.id,
        name: DEMO_BRAND.owner,
        email: DEMO_BRAND.email,
        passwordHash,
        role: 'owner',
        emailVerifiedAt: now,
        createdAt: now,
      })
      .returning({ id: brandMembers.id });
    await tx.insert(brandProposals).values(
      demoProposals.map(({ state, fields }) => ({
        brandId: brand.id,
        authorId: owner?.id,
        fields,
        state,
        // Every proposal past its draft was submitted once (the review queue pages by it).
        submittedAt: state === 'draft' ? null : now,
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
}
