import type { Database } from '../../db/database.ts';
import { findUserByUsername } from '../account/account.repository.ts';
import { RESERVED_USERNAMES } from '../account/username.ts';
import { proposalPageMeta } from './proposal-meta.ts';
import type { PageMeta } from './render-index-html.ts';

const usernamePath = /^\/([a-z0-9-]{1,40})\/?$/;
const BIO_PREVIEW_LENGTH = 200;

const truncate = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const httpUrl = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null);

/**
 * The link preview of a path: a creator's public media kit at /{username} shows their
 * name and bio, a public proposal its name, brand and value; every other page the app's defaults.
 */
export async function pageMetaFor(
  db: Database,
  page: { path: string; url: string },
  defaults: { title: string; description: string },
  now: Date,
): Promise<PageMeta> {
  const fallback: PageMeta = { ...defaults, url: page.url, type: 'website' };
  if (page.path.startsWith('/publi/')) return (await proposalPageMeta(db, page, now)) ?? fallback;
  const username = usernamePath.exec(page.path)?.[1];
  if (!username || RESERVED_USERNAMES.has(username)) return fallback;
  const user = await findUserByUsername(db, username);
  if (!user) return fallback;
  const bio = user.bio?.trim();
  return {
    title: `${user.name} | Mídia kit`,
    description: bio ? truncate(bio, BIO_PREVIEW_LENGTH) : `Conheça o mídia kit de ${user.name}.`,
    url: page.url,
    type: 'profile',
    image: httpUrl(user.pictureUrl),
  };
}
