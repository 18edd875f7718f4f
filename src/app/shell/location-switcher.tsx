import { useMatches, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useRememberedLocationId, useSelectedLocation } from '@/lib/selected-location';
import type { LocationSelect as LocationSelectType } from './location-select';
import classes from './location-switcher.module.css';

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
 * look-alike of the Select (the same field, name, role and value) without the code of the Select
 * or of Mantine's inputs (drawn by location-switcher.module.css);
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
    <div className={classes.field}>
      <input
        className={classes.input}
        aria-label="Location"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        readOnly
        disabled={disabled}
        placeholder={placeholder}
        value={data.find((option) => option.value === value)?.label ?? ''}
        title={location?.name}
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
      <span className={classes.chevron} aria-hidden>
        <Chevron />
      </span>
    </div>
  );
}

/** Mantine's ComboboxChevron, drawn without its code. */
function Chevron() {
  return (
    <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
