import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ListControlField } from '@contract/lists';
import type {
  ListWorkweekConfigsQuery,
  UpdateWorkweekConfigRequest,
  WeekdayT,
  WorkweekConfigT,
} from '@contract/workweek-configs';
import { compiledQuery } from '../../db/compiled';
import { keysetQuery, listValues, mapPage, type Page, type PageRequest } from '../../db/keyset';
import type { DB, WorkweekConfigsTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowStored } from '../../lib/time';
import { fieldChanges, recordActivity } from '../activity';
import { findOwned, inTransaction, updateOwned, type MerchantContext } from '../context';
import { checkVersion } from './versions';

/** What a merchant's workweek is until someone changes it. */
export const DEFAULT_WORKWEEK = { start_of_week: 'MON', start_of_day_local_time: '00:00' } as const;

function toWorkweekConfig(row: WorkweekConfigsTable): WorkweekConfigT {
  return {
    id: row.id,
    start_of_week: row.start_of_week as WeekdayT,
    start_of_day_local_time: row.start_of_day_local_time,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const workweekConfigQuery = compiledQuery((db: Kysely<DB>, v: { merchant_id: string }) =>
  db.selectFrom('workweek_configs').selectAll().where('merchant_id', '=', v.merchant_id),
);

/** The merchant's workweek config, or undefined before anyone needed one. */
export async function findWorkweekConfig(
  ctx: MerchantContext,
): Promise<WorkweekConfigsTable | undefined> {
  const [config] = await workweekConfigQuery(ctx.db, { merchant_id: ctx.merchantId });
  return config;
}

/**
 * Creates the merchant's workweek config (MON, 00:00) if it has none yet. The unique index on
 * the merchant makes two first requests at once create one.
 */
async function ensureWorkweekConfig(ctx: MerchantContext): Promise<void> {
  if (await findWorkweekConfig(ctx)) return;
  await inTransaction(ctx, async (tctx) => {
    const now = nowStored();
    await tctx.db
      .insertInto('workweek_configs')
      .values({
        id: newId(),
        merchant_id: ctx.merchantId,
        ...DEFAULT_WORKWEEK,
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('merchant_id').doNothing())
      .execute();
  });
}

type ListQuery = z.output<typeof ListWorkweekConfigsQuery>;
type ConfigFilters = Omit<ListQuery, ListControlField> & { merchant_id: string };

const configsPage = keysetQuery('workweek_configs', (db: Kysely<DB>, f: ConfigFilters) =>
  db.selectFrom('workweek_configs').selectAll().where('merchant_id', '=', f.merchant_id),
);

/** Always exactly one: the merchant's, created with the defaults on first need. */
export async function listWorkweekConfigs(
  ctx: MerchantContext,
  query: ListQuery,
  request: PageRequest,
): Promise<Page<WorkweekConfigT>> {
  await ensureWorkweekConfig(ctx);
  const page = await configsPage(ctx.db, listValues(query, ctx.merchantId), request);
  return mapPage(page, toWorkweekConfig);
}

export async function updateWorkweekConfig(
  ctx: MerchantContext,
  id: string,
  input: z.output<typeof UpdateWorkweekConfigRequest>['workweek_config'],
): Promise<WorkweekConfigT> {
  return inTransaction(ctx, async (tctx) => {
    const current = await findOwned(tctx, 'workweek_configs', id, 'Workweek config', {
      lock: true,
    });
    checkVersion('workweek_config.version', 'Workweek config', input.version, current.version);
    const changes = {
      start_of_week: input.start_of_week,
      start_of_day_local_time: input.start_of_day_local_time,
      version: current.version + 1,
      updated_at: nowStored(),
    };
    await updateOwned(tctx, 'workweek_configs', id, changes);
    await recordActivity(tctx, {
      operation: 'UpdateWorkweekConfig',
      area: 'labor',
      resourceType: 'workweek-config',
      resourceId: id,
      changes: fieldChanges(current, { ...current, ...changes }, [
        'start_of_week',
        'start_of_day_local_time',
      ]),
      summary: 'changed the workweek',
    });
    return toWorkweekConfig({ ...current, ...changes });
  });
}
