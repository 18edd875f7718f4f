/** The demo locations as the sales generator sees them: menu ids, tax, registers and staff. */
import type { Random, SeedAccount, SeedLocation } from '../core';
import type { SeededStaff } from '../staff';
import { internDevice } from '../../db/itemizations';
import {
  HOURS_BY_LOCATION,
  MENU,
  TAX_BY_LOCATION,
  type Hours,
  type MenuItem,
  type Tax,
} from './catalog';

/** What one location sells with: its menu ids, tax, registers and staff. */
export interface Shop {
  location: SeedLocation;
  index: number;
  hours: Hours;
  tax: Tax & { feeId: string };
  /** With each variation's item detail JSON. */
  menu: Array<MenuItem & { details: string[] }>;
  devices: Array<{ id: string; name: string }>;
  /** Employees who work here, with when they stop working (deactivation). */
  staff: Array<{ id: string; from: number; until: number }>;
}

/** Each location with its menu's item and variation ids, its tax's id, its devices and staff. */
export function buildShops(rng: Random, account: SeedAccount, staff: SeededStaff): Shop[] {
  return account.locations.map((location, index) => ({
    location,
    index,
    hours: HOURS_BY_LOCATION[index % HOURS_BY_LOCATION.length]!,
    tax: { ...TAX_BY_LOCATION[index % TAX_BY_LOCATION.length]!, feeId: rng.uuid() },
    menu: MENU.map((item, i) => {
      const itemId = rng.uuid();
      const variationIds = item.variations.map(() => rng.uuid());
      const sku = `HV-${index + 1}${String(i + 1).padStart(3, '0')}`;
      // The JSON V1PaymentItemDetail of each variation, made once.
      const details = variationIds.map((id, v) =>
        JSON.stringify({
          category_name: item.category,
          sku: `${sku}-${v + 1}`,
          item_id: itemId,
          item_variation_id: id,
        }),
      );
      return { ...item, details };
    }),
    devices: ['Front counter', 'Pickup window'].map((name) => ({ id: rng.uuid(), name })),
    staff: staff.members
      .filter((m) => m.locations.some((l) => l.row.id === location.row.id))
      .map((m) => ({
        id: m.row.id,
        from: Date.parse(m.row.created_at),
        until: m.activeUntil,
      })),
  }));
}

/** Who rang up a sale at `at`: a member of the location's staff employed then, if any. */
export function creator(rng: Random, shop: Shop, at: number): string | null {
  const { staff } = shop;
  if (staff.length === 0) return null;
  for (let tries = 0; tries < 6; tries++) {
    const member = rng.pick(staff);
    if (member.from <= at && member.until > at) return member.id;
  }
  return staff.find((m) => m.from <= at && m.until > at)?.id ?? null;
}

/** One of the location's registers, as a checkout's device column (its entry added to `items`). */
export function device(rng: Random, shop: Shop, items: Map<string, string>) {
  return { device: internDevice(rng.pick(shop.devices), items) };
}
