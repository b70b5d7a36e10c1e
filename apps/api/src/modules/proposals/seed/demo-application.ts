import { type ApplicationStatus, DAY_MS, reaisToCentavos } from '@ma/domain';
import type { Database } from '../../../db/database.ts';
import { applications } from '../../../db/schema.ts';
import { findUserByEmail } from '../../account/account.repository.ts';

/** A demo creator's application, as the demo data writes it. */
export interface DemoApplication {
  email: string;
  daysAgo: number;
  totals: { posts: number; stories: number; reels: number; videos: number };
  /** Reais. */
  value: number;
  observations: string;
  isNegotiable?: boolean;
  status?: ApplicationStatus;
}

/** Sends `application` to `proposalId` for its demo account (absent: nothing), once however often the seed runs. */
export async function insertDemoApplication(db: Database, proposalId: string, application: DemoApplication, now: Date): Promise<void> {
  const user = await findUserByEmail(db, application.email);
  if (!user) return;
  await db
    .insert(applications)
    .values({
      proposalId,
      userId: user.id,
      totalPosts: application.totals.posts,
      totalStories: application.totals.stories,
      totalReels: application.totals.reels,
      totalVideos: application.totals.videos,
      observations: application.observations,
      valueCents: reaisToCentavos(application.value),
      isNegotiable: application.isNegotiable ?? false,
      status: application.status ?? 'pending',
      createdAt: new Date(now.getTime() - application.daysAgo * DAY_MS),
    })
    .onConflictDoNothing();
}
