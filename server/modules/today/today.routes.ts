import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Permission } from '@contract/permissions';
import { TodayQuery, TodayResponse } from '@contract/today';
import type { AppEnv } from '../../http/env';
import { merchantContext, operation } from '../../http/route';
import { todaySummary, type TodaySection } from './today.service';

/** What each section needs: a person's permission, or a token's scope. */
const SECTION_NEEDS: Record<TodaySection, { permission: Permission; scope: string }> = {
  sales: { permission: 'payments.read', scope: 'PAYMENTS_READ' },
  cash_drawers: { permission: 'payments.read', scope: 'PAYMENTS_READ' },
  labor: { permission: 'time.read', scope: 'TIMECARDS_READ' },
  orders: { permission: 'orders.read', scope: 'ORDERS_READ' },
  deposits: { permission: 'deposits.read', scope: 'SETTLEMENTS_READ' },
};

/** The sections the caller may read (the owner: all). */
function readableSections(c: Context<AppEnv>): Set<TodaySection> {
  const auth = c.get('auth');
  const may = (s: TodaySection) =>
    auth.kind === 'token'
      ? auth.scopes.has(SECTION_NEEDS[s].scope)
      : auth.isOwner || auth.permissions.has(SECTION_NEEDS[s].permission);
  return new Set((Object.keys(SECTION_NEEDS) as TodaySection[]).filter(may));
}

/** `GET /app/today`: the Today page's summary, in one request (back office only). */
export function todayRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(
    operation({
      operationId: 'GetToday',
      method: 'get',
      path: '/app/today',
      summary: 'What a manager checks first today, for one location or all (back office only)',
      description:
        'Sales so far today against the same weekday last week (with the hour-by-hour shape), ' +
        'refunds today and the last few payments; who is clocked in and who is near overtime this ' +
        'workweek; open cash drawers and drawers counted short or over lately; online orders ' +
        'waiting for an action; the next deposit expected and failed deposits. Anyone signed in ' +
        'may ask: each section is present only when the caller may read it (sales and cash ' +
        'drawers: See payments; labor: See timecards; orders: See online orders; deposits: See ' +
        "deposits; a token: the matching read scope). Another merchant's location is 404.",
      tags: ['Back office: today'],
      scopes: [],
      request: { query: TodayQuery },
      response: TodayResponse,
    }),
    async (c) => {
      const summary = await todaySummary(
        merchantContext(c),
        c.req.valid('query').location_id,
        readableSections(c),
      );
      return c.json(summary, 200);
    },
  );
}
