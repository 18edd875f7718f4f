import { Select } from '@mantine/core';
import { useMatches, useNavigate } from '@tanstack/react-router';
import { useRememberedLocationId, useSelectedLocation } from '@/lib/selected-location';

export function LocationSwitcher() {
  const { location, locationsQuery } = useSelectedLocation();
  const [, rememberLocationId] = useRememberedLocationId();
  const navigate = useNavigate();
  const pageIsLocationScoped = useMatches({
    select: (matches) => matches.some((match) => match.staticData.locationScoped === true),
  });

  const choose = (id: string | null) => {
    if (!id) return;
    rememberLocationId(id);
    if (pageIsLocationScoped) {
      // Back to the first page: a list's page tokens are bound to the location they were for.
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, location: id, page: undefined, previous: undefined }),
      });
    }
  };

  const placeholder = locationsQuery.isPending
    ? 'Loading locations…'
    : locationsQuery.isError
      ? 'Locations unavailable'
      : 'No locations';

  return (
    <Select
      aria-label="Location"
      w={{ base: '100%', sm: 220 }}
      data={(locationsQuery.data ?? []).map((option) => ({
        value: option.id,
        label: option.status === 'ACTIVE' ? option.name : `${option.name} (inactive)`,
      }))}
      value={location?.id ?? null}
      onChange={choose}
      placeholder={placeholder}
      disabled={!locationsQuery.data?.length}
      allowDeselect={false}
      comboboxProps={{ withinPortal: false }}
      // A long name is cut in the field: its whole name on hover and in each option.
      title={location?.name}
      renderOption={({ option }) => <span title={option.label}>{option.label}</span>}
    />
  );
}
