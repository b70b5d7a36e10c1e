import type { Level } from '@ma/domain';
import { mediaKits, socialAccounts } from '../../../db/schema.ts';
import { createUser, findUserByEmail } from '../account.repository.ts';
import { refreshLevel } from '../level.ts';
import { demoAvatar } from './demo-avatar.ts';
import type { Seeder } from '../../../seed/seed-context.ts';

export const DEMO_PASSWORD = 'demo12345';

interface DemoAccount {
  email: string;
  name: string;
  username?: string;
  /** What the data below must earn (checked by the seed tests). */
  expectedLevel: Level;
  mediaKit?: { bio: string; city: string; state: string; niches: string[]; avatarColor: string };
  /** Seeded connections carry numbers but no token: 'Atualizar' asks for a reconnect (docs/product/connect.md "Demo"). */
  socials?: Omit<typeof socialAccounts.$inferInsert, 'userId' | 'connectedAt' | 'statsUpdatedAt'>[];
  /** The rest of the media kit: contact, rate card, brands, highlights, look. */
  kit?: Omit<typeof mediaKits.$inferInsert, 'userId'>;
}

/** docs/architecture.md "Demo data": one account per level, all with DEMO_PASSWORD. */
export const demoAccounts: readonly DemoAccount[] = [
  { email: 'bronze@example.com', name: 'Bruna Martins', expectedLevel: 'bronze' },
  {
    email: 'prata@example.com',
    name: 'Paula Nascimento',
    expectedLevel: 'silver',
    mediaKit: {
      bio: 'Mãe do Theo e da Alice, apaixonada por receitas práticas e casa organizada. Mostro a rotina real de uma família em BH, sem filtro.',
      city: 'Belo Horizonte',
      state: 'MG',
      niches: ['Maternidade', 'Culinária', 'Casa e decoração'],
      avatarColor: '#0f766e',
    },
    kit: {
      contactEmail: 'paula.nascimento@example.com',
      rates: [
        { kind: 'story', label: null, priceCents: 25_000 },
        { kind: 'reels', label: null, priceCents: null },
      ],
      theme: 'areia',
      accentColor: '#b4532a',
      version: 1,
    },
  },
  {
    email: 'ouro@example.com',
    name: 'Olívia Andrade',
    username: 'ouro',
    expectedLevel: 'gold',
    mediaKit: {
      bio: 'Moda acessível, skincare sem complicação e os melhores cantinhos de Salvador. Criadora de conteúdo há 6 anos, já fiz publis com marcas de beleza, moda e turismo.',
      city: 'Salvador',
      state: 'BA',
      niches: ['Moda', 'Beleza', 'Viagem'],
      avatarColor: '#7c3aed',
    },
    socials: [
      {
        network: 'instagram',
        externalId: 'demo-ig-ouro',
        username: 'oliviaandrade',
        displayName: 'Olívia Andrade',
        followers: 48_700,
        posts: 812,
        recentSampled: 25,
        averageLikes: 2_140,
        averageComments: 96,
      },
      {
        network: 'tiktok',
        externalId: 'demo-tt-ouro',
        username: 'oliviaandrade.ssa',
        displayName: 'Olívia Andrade',
        followers: 126_300,
        posts: 342,
        likes: 2_480_000,
        recentSampled: 20,
        averageLikes: 8_900,
        averageComments: 210,
      },
    ],
    kit: {
      contactEmail: 'parcerias.olivia@example.com',
      whatsapp: '+5571987654321',
      rates: [
        { kind: 'post', label: null, priceCents: 150_000 },
        { kind: 'story', label: null, priceCents: 60_000 },
        { kind: 'reels', label: null, priceCents: 220_000 },
        { kind: 'tiktok_video', label: null, priceCents: 250_000 },
        { kind: 'package', label: 'Pacote verão: 1 reels + 3 stories', priceCents: 350_000 },
        { kind: 'package', label: 'Cobertura de evento', priceCents: null },
      ],
      brands: ['Natura', 'Havaianas', 'Boticário', 'Renner', 'Melissa'],
      highlights: [
        { url: 'https://www.instagram.com/p/demo-verao/', title: 'Looks de verão com Havaianas' },
        { url: 'https://www.tiktok.com/@oliviaandrade.ssa/video/7300000000000000001', title: 'Rotina de skincare em 5 minutos' },
        { url: 'https://www.instagram.com/p/demo-pelourinho/', title: 'Roteiro de um dia no Pelourinho' },
      ],
      theme: 'rosa',
      accentColor: '#be185d',
      version: 1,
    },
  },
];

export const demoAccountsSeeder: Seeder = {
  name: 'demo accounts',
  async run({ db, passwordHasher, clock, logger, events }) {
    for (const account of demoAccounts) {
      let user = await findUserByEmail(db, account.email);
      if (!user) {
        const { mediaKit } = account;
        const created = await createUser(db, {
          email: account.email,
          name: account.name,
          preferredUsername: account.username,
          passwordHash: await passwordHasher.hash(DEMO_PASSWORD),
          // Made by the seed, not registered by a stranger: the address counts as proven.
          emailVerifiedAt: clock.now(),
          createdAt: clock.now(),
          ...(mediaKit && {
            bio: mediaKit.bio,
            city: mediaKit.city,
            state: mediaKit.state,
            niches: mediaKit.niches,
            pictureUrl: demoAvatar(account.name, mediaKit.avatarColor),
          }),
        });
        // Another process seeding at the same time got there first.
        user = created === 'email-taken' ? await findUserByEmail(db, account.email) : created;
        if (user) logger.info('seed: demo account created', { email: account.email, username: user.username });
      }
      if (!user) continue;
      if (account.kit) {
        await db
          .insert(mediaKits)
          .values({ userId: user.id, ...account.kit, updatedAt: clock.now() })
          .onConflictDoNothing();
      }
      for (const social of account.socials ?? []) {
        await db
          .insert(socialAccounts)
          .values({ userId: user.id, ...social, connectedAt: clock.now(), statsUpdatedAt: clock.now() })
          .onConflictDoNothing();
      }
      await refreshLevel(db, events, user.id);
    }
  },
};
