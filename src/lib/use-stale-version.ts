import { useState } from 'react';
import { isVersionConflict } from '@/api/errors';

/**
 * Saves that send a `version` or an `If-Match` may be refused because someone else changed the
 * resource. `guard` wraps a save: such a refusal sets `stale` (shown with a Reload) instead of
 * failing the form; `reload` reads the resource again, and the form, keyed by the version (or
 * `updated_at`), starts over from it.
 */
export function useStaleVersion(refetch: () => Promise<unknown>) {
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const guard =
    <T>(save: (values: T) => Promise<unknown>) =>
    async (values: T) => {
      setStale(false);
      try {
        await save(values);
      } catch (error) {
        if (!isVersionConflict(error)) throw error;
        setStale(true);
      }
    };
  const reload = async () => {
    setReloading(true);
    try {
      await refetch();
      setStale(false);
    } finally {
      setReloading(false);
    }
  };
  return { stale, reloading, guard, reload: () => void reload() };
}
