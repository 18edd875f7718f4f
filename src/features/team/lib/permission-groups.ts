import { PERMISSIONS, type Permission } from '@/api/schemas/permissions';

export interface PermissionGroup {
  /** The area of the back office, e.g. "Staff". */
  area: string;
  permissions: { key: Permission; label: string }[];
}

/** The permission catalog by area, in its own order: the checklist's sections. */
export function permissionGroups(): PermissionGroup[] {
  const groups: PermissionGroup[] = [];
  for (const [key, { label, area }] of Object.entries(PERMISSIONS) as [
    Permission,
    { label: string; area: string },
  ][]) {
    let group = groups.find((g) => g.area === area);
    if (!group) groups.push((group = { area, permissions: [] }));
    group.permissions.push({ key, label });
  }
  return groups;
}

export const permissionLabel = (key: Permission): string => PERMISSIONS[key].label;

export const isPermission = (value: string): value is Permission => value in PERMISSIONS;

/** A free name for a copy of `name`: "Shift lead (copy)", then "(copy 2)", … */
export function copyName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  for (let n = 1; ; n++) {
    const candidate = `${name} (copy${n === 1 ? '' : ` ${n}`})`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
