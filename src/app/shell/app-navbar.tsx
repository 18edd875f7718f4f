import { Box, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { currentPage, visibleAreas, type Area } from '@/lib/area-types';
import { usePermissions } from '@/lib/permissions';
import { areas } from '../all-areas';
import classes from './app-navbar.module.css';

interface AppNavbarProps {
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate: () => void;
}

/**
 * One section per area, one link per page, in the order of `src/app/areas.ts`; pages the person
 * may not read are left out (and an area with none of them).
 */
export function AppNavbar({ onNavigate }: AppNavbarProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { can } = usePermissions();
  const shown = visibleAreas(areas, can);
  const current = currentPage(
    pathname,
    shown.flatMap((area) => area.pages),
  );
  return shown.map((area) => (
    <AreaSection key={area.label} area={area} current={current} onNavigate={onNavigate} />
  ));
}

/** Only the current page is marked active (the router alone would mark every prefix of it). */
function AreaSection({
  area,
  current,
  onNavigate,
}: { area: Area; current: string | null } & AppNavbarProps) {
  const headingId = useId();
  return (
    <>
      <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py="xs">
        {area.label}
      </Text>
      <Box component="ul" aria-labelledby={headingId} className={classes.list}>
        {area.pages.map(({ to, label, icon: PageIcon }) => (
          <li key={label}>
            <Link
              to={to}
              className={`mantine-focus-auto ${classes.link}`}
              activeOptions={{ exact: true }}
              data-active={to === current || undefined}
              aria-current={to === current ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span className={classes.section}>
                <PageIcon size={18} stroke={1.5} aria-hidden />
              </span>
              <div className={classes.body}>
                <span className={classes.label}>{label}</span>
              </div>
            </Link>
          </li>
        ))}
      </Box>
    </>
  );
}
