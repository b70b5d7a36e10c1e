import type { MediaKit } from '@ma/api-client/schemas';
import type { AppServices } from '../services.ts';
import { countKitViews, type StoredKit } from './media-kit.repository.ts';
import { kitVersion, publicKitView } from './media-kit.view.ts';
import { saoPauloDay } from '@ma/domain';

/** The owner's view of their kit: what everybody sees, the version to save over, and the visits. */
export async function ownKitView(services: Pick<AppServices, 'db' | 'clock'>, stored: StoredKit): Promise<MediaKit> {
  const views = await countKitViews(services.db, stored.id, saoPauloDay(services.clock.now()));
  return { ...publicKitView(stored), version: kitVersion(stored), views };
}
