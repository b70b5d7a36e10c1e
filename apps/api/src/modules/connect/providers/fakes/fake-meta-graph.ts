import type { Context, Hono } from 'hono';
import { graphAuth, graphError, type FakeMetaContext, type META_PERMISSIONS } from './fake-meta-context.ts';
import { parseFields, pickFields, unknownField, type FieldSet } from './graph-fields.ts';
import { pageLimit, paged, startOf } from './graph-paging.ts';
import { DEMOGRAPHIC_BREAKDOWNS, demoDemographics } from './meta-demo-audience.ts';
import { demoMedia, demoPages, type DemoInstagram, type DemoPage } from './meta-demo-data.ts';

const PAGE_FIELDS = ['id', 'name', 'category', 'instagram_business_account'] as const;
const INSTAGRAM_FIELDS = ['id', 'username', 'name', 'profile_picture_url', 'followers_count', 'follows_count', 'media_count', 'biography'] as const;
const MEDIA_FIELDS = ['id', 'like_count', 'comments_count', 'timestamp', 'media_type'] as const;

const instagramNode = (account: DemoInstagram, base: string) => ({
  id: account.id,
  username: account.username,
  name: account.name,
  profile_picture_url: `${base}/avatar/${account.id}.svg`,
  followers_count: account.followers,
  follows_count: Math.round(300 + account.followers / 50),
  media_count: account.mediaCount,
  biography: 'Perfil de demonstração.',
});

const pageNode = (page: DemoPage, base: string) => ({
  id: page.id,
  name: page.name,
  category: 'Criador de conteúdo digital',
  ...(page.instagram ? { instagram_business_account: instagramNode(page.instagram, base) } : {}),
});

/** `fields` parsed and checked against the node type, or Graph's refusal. */
function fieldsOf(
  c: Context,
  fallback: string,
  known: readonly string[],
  nodeType: string,
  nested?: { field: string; known: readonly string[] },
): FieldSet | Response {
  const fields = parseFields(c.req.query('fields') ?? fallback);
  if (!fields) return graphError(400, 100, '(#100) Syntax error in the fields parameter');
  const inner = nested ? fields.get(nested.field) : undefined;
  const unknown = unknownField(fields, known) ?? (inner && nested ? unknownField(inner, nested.known) : undefined);
  return unknown === undefined ? fields : graphError(400, 100, `(#100) Tried accessing nonexisting field (${unknown}) on node type (${nodeType})`);
}

/**
 * The Instagram account of the path's id, when the call's grant has `permission` and may see it;
 * otherwise Graph's refusal (for an object it may not see: as if there were none).
 */
function grantedAccount(ctx: FakeMetaContext, c: Context, permission: (typeof META_PERMISSIONS)[number]): DemoInstagram | Response {
  const claims = graphAuth(ctx, c, permission);
  if (claims instanceof Response) return claims;
  const id = c.req.param('id') ?? '';
  const account = demoPages(claims.s, claims.r).find((page) => page.instagram?.id === id)?.instagram;
  return (
    account ??
    graphError(
      400,
      100,
      `Unsupported get request. Object with ID '${id.slice(0, 64)}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      {
        subcode: 33,
        type: 'GraphMethodException',
      },
    )
  );
}

/** The Graph API calls the client makes, as documented for v23.0. */
export function registerMetaGraph(app: Hono, ctx: FakeMetaContext) {
  const graph = `${ctx.prefix}/graph`;

  app.get(
    `${graph}/me/accounts`,
    ctx.endpoint('accounts', (c) => {
      const claims = graphAuth(ctx, c, 'pages_show_list');
      if (claims instanceof Response) return claims;
      const fields = fieldsOf(c, 'id,name,category', PAGE_FIELDS, 'Page', { field: 'instagram_business_account', known: INSTAGRAM_FIELDS });
      if (fields instanceof Response) return fields;
      const base = ctx.baseUrl(c);
      const { data, paging } = paged(c, `${base}/graph/me/accounts`, demoPages(claims.s, claims.r), ctx.maxPageSize);
      return c.json({ data: data.map((page) => pickFields(pageNode(page, base), fields)), ...(paging ? { paging } : {}) });
    }),
  );

  app.delete(
    `${graph}/me/permissions`,
    ctx.endpoint('permissions', (c) => {
      const claims = graphAuth(ctx, c);
      if (claims instanceof Response) return claims;
      ctx.grants.revoke(claims.g);
      return c.json({ success: true });
    }),
  );

  app.get(
    `${graph}/:id/media`,
    ctx.endpoint('media', (c) => {
      const account = grantedAccount(ctx, c, 'instagram_basic');
      if (account instanceof Response) return account;
      const fields = fieldsOf(c, 'id', MEDIA_FIELDS, 'IGMedia');
      if (fields instanceof Response) return fields;
      // Only as many as the page needs, and one more to know whether there is a next page.
      const media = demoMedia(account, ctx.clock.now(), startOf(c) + pageLimit(c, 100) + 1);
      const { data, paging } = paged(c, `${ctx.baseUrl(c)}/graph/${account.id}/media`, media, 100);
      return c.json({ data: data.map((item) => pickFields(item, fields)), ...(paging ? { paging } : {}) });
    }),
  );

  app.get(
    `${graph}/:id/insights`,
    ctx.endpoint('insights', (c) => {
      const account = grantedAccount(ctx, c, 'instagram_manage_insights');
      if (account instanceof Response) return account;
      const breakdown = DEMOGRAPHIC_BREAKDOWNS.find((name) => name === c.req.query('breakdown'));
      const { metric, period, metric_type: metricType } = c.req.query();
      if (metric !== 'follower_demographics' || period !== 'lifetime' || metricType !== 'total_value' || !breakdown) {
        return graphError(
          400,
          100,
          '(#100) follower_demographics needs period=lifetime, metric_type=total_value and one breakdown of age, gender, city or country',
        );
      }
      const counts = demoDemographics(account, breakdown);
      if (!counts) return graphError(400, 100, '(#100) Not enough followers: follower demographics need at least 100 followers');
      const results = counts.map(([key, value]) => ({ dimension_values: [key], value }));
      return c.json({
        data: [
          {
            name: 'follower_demographics',
            period: 'lifetime',
            title: 'Follower demographics',
            description: 'The demographic characteristics of followers, including countries, cities and gender distribution.',
            total_value: { breakdowns: [{ dimension_keys: [breakdown], results }] },
            id: `${account.id}/insights/follower_demographics/lifetime`,
          },
        ],
      });
    }),
  );

  app.get(
    `${graph}/:id`,
    ctx.endpoint('account', (c) => {
      const account = grantedAccount(ctx, c, 'instagram_basic');
      if (account instanceof Response) return account;
      const fields = fieldsOf(c, 'id', INSTAGRAM_FIELDS, 'IGUser');
      return fields instanceof Response ? fields : c.json(pickFields(instagramNode(account, ctx.baseUrl(c)), fields));
    }),
  );
}
