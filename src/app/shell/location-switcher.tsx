import { ComboboxChevron, InputBase } from '@mantine/core';
import { useMatches, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useRememberedLocationId, useSelectedLocation } from '@/lib/selected-location';
import type { LocationSelect as LocationSelectType } from './location-select';

type LocationSelectComponent = typeof LocationSelectType;

let loadedSelect: LocationSelectComponent | undefined;
let loadingSelect: Promise<LocationSelectComponent> | undefined;

/** Loads the Select once; a failed load (offline) is tried again on the next ask. */
function loadSelect(): Promise<LocationSelectComponent> {
  loadingSelect ??= import('./location-select').then(
    (module) => (loadedSelect = module.LocationSelect),
    (error: unknown) => {
      loadingSelect = undefined;
      throw error;
    },
  );
  return loadingSelect;
}

/**
 * The header's location picker. Until it is first pointed at, focused or touched, it is a
 * look-alike of the Select (the same field, name, role and value) without the dropdown's code;
 * then the Select takes its place, focused and open when that is what the person asked for.
 */
export function LocationSwitcher() {
  const { location, locationsQuery } = useSelectedLocation();
  const [, rememberLocationId] = useRememberedLocationId();
  const navigate = useNavigate();
  const pageIsLocationScoped = useMatches({
    select: (matches) => matches.some((match) => match.staticData.locationScoped === true),
  });
  const [RealSelect, setRealSelect] = useState<LocationSelectComponent | undefined>(
    () => loadedSelect,
  );
  /** What the person did to the stand-in, done again to the Select once it is in. */
  const [asked, setAsked] = useState<'focus' | 'open' | undefined>();
  const selectRef = useRef<HTMLInputElement>(null);
  const openedOnArrival = useRef(false);
  useEffect(() => {
    if (!RealSelect || asked !== 'open' || openedOnArrival.current) return;
    openedOnArrival.current = true;
    // Opened as a click opens it, so the chosen location is the active option (arrow keys move
    // on from it); `defaultDropdownOpened` would leave no option active.
    selectRef.current?.click();
  }, [RealSelect, asked]);

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
  const data = (locationsQuery.data ?? []).map((option) => ({
    value: option.id,
    label: option.status === 'ACTIVE' ? option.name : `${option.name} (inactive)`,
  }));
  const value = location?.id ?? null;
  const disabled = !locationsQuery.data?.length;
  const width = { base: '100%', sm: 220 };

  if (RealSelect) {
    return (
      <RealSelect
        aria-label="Location"
        w={width}
        data={data}
        value={value}
        onChange={choose}
        placeholder={placeholder}
        disabled={disabled}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        ref={selectRef}
        autoFocus={asked !== undefined}
        // A long name is cut in the field: its whole name on hover and in each option.
        title={location?.name}
        renderOption={({ option }) => <span title={option.label}>{option.label}</span>}
      />
    );
  }

  const load = (then?: 'focus' | 'open') => {
    if (then && asked !== 'open') setAsked(then);
    loadSelect().then(
      (select) => setRealSelect(() => select),
      // Offline: the stand-in stays, and the next pointing, focus or click tries again.
      () => undefined,
    );
  };
  return (
    <InputBase
      aria-label="Location"
      w={width}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      readOnly
      pointer
      disabled={disabled}
      placeholder={placeholder}
      value={data.find((option) => option.value === value)?.label ?? ''}
      title={location?.name}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onPointerEnter={() => load()}
      onFocus={() => load('focus')}
      onClick={() => load('open')}
      onKeyDown={(event) => {
        if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
          event.preventDefault();
          load('open');
        }
      }}
    />
  );
}
