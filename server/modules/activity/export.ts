import type { Kysely } from 'kysely';
import {
  ACTIVITY_EXPORT_BATCH,
  ACTIVITY_EXPORT_LINK_SECONDS,
  type ActivityEntryT,
} from '@contract/activity';
import type { DB } from '../../db/schema';
import { badExportLink, createSignedExportLink, readSignedExportLink } from '../export-link';
import { activityBatches, type ActivityFilters } from './activity.service';

/**
 * The CSV export of the filtered log, as the payments export does it: a signed link
 * (server/modules/export-link.ts, bound to the merchant and the resolved filters) stands in for
 * the bearer token or cookie, for this file only; the file streams in keyset batches.
 */

const PURPOSE = 'activity-export';

export function createActivityExportLink(
  filters: ActivityFilters,
  secret: string,
  now = Date.now(),
): { url: string; expires_at: string } {
  return createSignedExportLink(
    PURPOSE,
    '/app/exports/activity.csv',
    { f: filters },
    ACTIVITY_EXPORT_LINK_SECONDS,
    secret,
    now,
  );
}

const optionalText = (v: unknown) => v === undefined || typeof v === 'string';

/** The filters a link was made for; 401 when altered or expired. */
export function readActivityExportLink(
  token: string,
  secret: string,
  now = Date.now(),
): ActivityFilters {
  const f = readSignedExportLink(PURPOSE, token, secret, now).f as
    Partial<ActivityFilters> | undefined;
  if (
    typeof f?.merchant_id !== 'string' ||
    ![f.person, f.area, f.resource_type, f.resource_id, f.begin, f.end].every(optionalText)
  ) {
    throw badExportLink();
  }
  return {
    merchant_id: f.merchant_id,
    person: f.person,
    area: f.area,
    resource_type: f.resource_type,
    resource_id: f.resource_id,
    begin: f.begin,
    end: f.end,
  };
}

const ACTIVITY_EXPORT_COLUMNS = [
  'occurred_at',
  'who',
  'actor_kind',
  'user_id',
  'token_id',
  'app_id',
  'operation',
  'area',
  'resource_type',
  'resource_id',
  'summary',
  'changes',
  'currency',
  'amount',
  'address',
  'user_agent',
] as const;

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
function textCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const show = (v: ActivityEntryT['changes'][number]['before']) => (v === null ? '—' : String(v));

function csvLine(e: ActivityEntryT): string {
  return [
    e.occurred_at,
    textCell(e.actor.name),
    e.actor.kind,
    e.actor.user_id ?? '',
    e.actor.token_id ?? '',
    e.actor.app_id ?? '',
    e.operation,
    e.area,
    e.resource_type,
    textCell(e.resource_id),
    textCell(e.summary),
    textCell(e.changes.map((c) => `${c.field}: ${show(c.before)} → ${show(c.after)}`).join('; ')),
    e.amount_money?.currency ?? '',
    e.amount_money ? String(e.amount_money.amount) : '',
    textCell(e.address),
    textCell(e.user_agent),
  ].join(',');
}

export function activityExportFileName(f: ActivityFilters): string {
  return f.begin ? `activity-${f.begin.slice(0, 10)}.csv` : 'activity.csv';
}

/** The CSV as a byte stream that reads one batch per pull (back-pressure: one batch in memory). */
export function activityExportStream(
  db: Kysely<DB>,
  filters: ActivityFilters,
  batchSize = ACTIVITY_EXPORT_BATCH,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = activityBatches(db, filters, batchSize);
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`\uFEFF${ACTIVITY_EXPORT_COLUMNS.join(',')}\r\n`));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((e) => `${csvLine(e)}\r\n`).join('')));
    },
  });
}
