import { OpenAPIHono } from '@hono/zod-openapi';
import {
  CreateActivityExportQuery,
  CreateActivityExportResponse,
  DownloadActivityExportQuery,
  ListActivityQuery,
  ListActivityResponse,
} from '@contract/activity';
import type { AppEnv } from '../../http/env';
import { v2List } from '../../http/lists';
import { merchantContext, operation } from '../../http/route';
import { signedExportDownload } from '../../http/signed-export';
import type { MerchantContext } from '../context';
import { dayTimeZone, listActivity, resolveActivityFilters } from './activity.service';
import {
  activityExportFileName,
  activityExportStream,
  createActivityExportLink,
  readActivityExportLink,
} from './export';

const tags = ['Activity (app)'];

/** The request's filters, its `day` read in the zone of its `location_id` (else UTC). */
async function requestFilters(
  ctx: MerchantContext,
  query: Parameters<typeof resolveActivityFilters>[1] & { location_id?: string | undefined },
) {
  return resolveActivityFilters(ctx.merchantId, query, await dayTimeZone(ctx, query.location_id));
}

/**
 * The activity log, read-only: a keyset list, a signed CSV export link and the download it
 * points to. There is deliberately no route that updates or deletes an entry (append-only, for
 * everyone, the owner included; `activity.api.test.ts` asserts it).
 */
export function activityRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'ListActivity',
        method: 'get',
        path: '/app/activity',
        summary: 'Lists the activity log, newest first',
        description:
          'Every successful write, through a session or a token: who, what, the fields changed ' +
          'before → after, money amounts, when and from where. Filters combine with AND; `day` ' +
          'is read in the time zone of `location_id`, else in UTC. Keyset pages (cursor).',
        tags,
        // A token needs MERCHANT_PROFILE_READ; a person, "See the activity log".
        scopes: ['MERCHANT_PROFILE_READ'],
        permission: 'activity.read',
        request: { query: ListActivityQuery },
        response: ListActivityResponse,
      }),
      async (c) => {
        const query = c.req.valid('query');
        const ctx = merchantContext(c);
        const filters = await requestFilters(ctx, query);
        const { items, cursor } = await v2List(
          c,
          'activity',
          query,
          50,
          (page) => listActivity(ctx, filters, page),
          'DESC',
        );
        return c.json({ entries: items, ...(cursor ? { cursor } : {}) }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'CreateActivityExport',
        method: 'post',
        path: '/app/activity/export',
        summary: 'A short-lived link to the CSV of the filtered log',
        description:
          'The same filters as ListActivity. The link streams the CSV without a bearer token or ' +
          'cookie until expires_at (a browser download cannot send the token). Writes nothing.',
        tags,
        // A token needs MERCHANT_PROFILE_READ; a person, "See the activity log".
        scopes: ['MERCHANT_PROFILE_READ'],
        permission: 'activity.read',
        request: { query: CreateActivityExportQuery },
        response: CreateActivityExportResponse,
      }),
      async (c) => {
        const query = c.req.valid('query');
        const ctx = merchantContext(c);
        const filters = await requestFilters(ctx, query);
        return c.json(createActivityExportLink(filters, c.get('pagingSecret')), 200);
      },
    )
    .openapi(
      ...signedExportDownload({
        operationId: 'DownloadActivityExport',
        path: '/app/exports/activity.csv',
        summary: 'Streams the CSV of an activity export link',
        description:
          'Authorised by the signed token of CreateActivityExport, not a bearer token. Newest ' +
          'first, read in keyset batches and written as they go.',
        tags,
        query: DownloadActivityExportQuery,
        read: readActivityExportLink,
        stream: (db, filters) => activityExportStream(db, filters),
        fileName: (_db, filters) => activityExportFileName(filters),
      }),
    );
}
