import { DAY_MS } from '@ma/domain';
import type { AudienceGender } from '@ma/domain';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { applications, audienceProfiles, proposals, socialAccounts, users } from '../db/schema.ts';
import { refreshLevel } from '../modules/account/level.ts';
import { appEvents } from '../modules/index.ts';
import { toProposalRow, type ProposalInput } from '../modules/proposals/proposal-writes.ts';
import { createTestClock, registerAccount } from './test-app.ts';

/** The moment the test apps start at (createTestClock's default). */
export const TEST_NOW = createTestClock().now();
export const daysFromNow = (days: number) => new Date(TEST_NOW.getTime() + days * DAY_MS);

/** A word no other test uses: put it in a proposal's name and search for it, and a test sees only its own proposals. */
export const uniqueTag = () => `tag${randomBytes(5).toString('hex')}`;

/** Inserts an open proposal (published yesterday, gold-only, no targeting) with the given changes; returns its id. */
export async function insertProposal(db: Database, changes: Partial<ProposalInput> = {}): Promise<string> {
  const row = toProposalRow({
    name: 'Proposta de teste',
    brandName: 'Marca Exemplo',
    description: 'Uma proposta para os testes.',
    partnershipType: 'cache',
    value: 1000,
    publishedAt: daysFromNow(-1),
    ...changes,
  });
  const [inserted] = await db.insert(proposals).values(row).returning({ id: proposals.id });
  if (!inserted) throw new Error('proposal not inserted');
  return inserted.id;
}

/** Inserts a creator's pending application (one post for R$ 1.000, no notes) with the given changes. */
export async function insertApplication(
  db: Database,
  application: Pick<typeof applications.$inferInsert, 'proposalId' | 'userId'> & Partial<typeof applications.$inferInsert>,
) {
  await db.insert(applications).values({
    totalPosts: 1,
    totalStories: 0,
    totalReels: 0,
    totalVideos: 0,
    observations: '',
    valueCents: 100_000,
    isNegotiable: false,
    ...application,
  });
}

export interface CreatorOptions {
  level: 'bronze' | 'silver' | 'gold';
  /** Silver with Instagram only: connected but not gold. */
  instagramOnly?: boolean;
  city?: string;
  state?: string;
  followers?: { instagram?: number; tiktok?: number };
  audience?: { states?: string[]; minAge?: number; maxAge?: number; gender?: AudienceGender };
}

/** A signed-up creator at a level earned by real data (media kit, networks), with an optional audience. */
export async function createCreator(app: App, db: Database, options: CreatorOptions) {
  const account = await registerAccount(app);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!user) throw new Error('creator not created');
  if (options.level !== 'bronze') {
    await db
      .update(users)
      .set({
        bio: 'Criadora de conteúdo.',
        pictureUrl: 'https://example.com/foto.jpg',
        city: options.city ?? 'Salvador',
        state: options.state ?? 'BA',
        niches: ['Beleza'],
      })
      .where(eq(users.id, user.id));
  }
  const networks = options.level === 'gold' ? (['instagram', 'tiktok'] as const) : options.instagramOnly ? (['instagram'] as const) : [];
  for (const network of networks) {
    await db.insert(socialAccounts).values({
      userId: user.id,
      network,
      externalId: `${network}-${user.id}`,
      username: `${network}.${user.id.slice(0, 8)}`,
      followers: options.followers?.[network] ?? 50_000,
    });
  }
  const level = await refreshLevel(db, appEvents, user.id);
  if (level !== options.level) throw new Error(`expected a ${options.level} creator, got ${level}`);
  if (options.audience) {
    await db.insert(audienceProfiles).values({
      userId: user.id,
      states: options.audience.states ?? null,
      minAge: options.audience.minAge ?? null,
      maxAge: options.audience.maxAge ?? null,
      gender: options.audience.gender ?? null,
    });
  }
  return { token: account.token, userId: user.id, email: account.email, password: account.password };
}
