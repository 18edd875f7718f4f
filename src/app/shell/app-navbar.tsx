import { Box, NavLink, Text, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, useId, type AnchorHTMLAttributes } from 'react';
import type { Area } from '../../lib/areas';
import { areas } from '../areas';
import classes from './app-navbar.module.css';

type NavAnchorProps = NavLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>;

const NavAnchor = forwardRef<HTMLAnchorElement, NavAnchorProps>((props, ref) => (
  <NavLink component="a" ref={ref} {...props} />
));
NavAnchor.displayName = 'NavAnchor';

const RouterNavLink = createLink(NavAnchor);

interface AppNavbarProps {
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate: () => void;
}

/** One section per area, one link per page, in the order of `src/app/areas.ts`. */
export function AppNavbar({ onNavigate }: AppNavbarProps) {
  return areas.map((area) => <AreaSection key={area.label} area={area} onNavigate={onNavigate} />);
}

function AreaSection({ area, onNavigate }: { area: Area } & AppNavbarProps) {
  const headingId = useId();
  return (
    <>
      <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py="xs">
        {area.label}
      </Text>
      <Box component="ul" aria-labelledby={headingId} className={classes.list}>
        {area.pages.map(({ to, label, icon: PageIcon }) => (
          <li key={label}>
            <RouterNavLink
              to={to}
              label={label}
              leftSection={<PageIcon size={18} stroke={1.5} aria-hidden />}
              activeProps={{ active: true }}
              onClick={onNavigate}
            />
          </li>
        ))}
      </Box>
    </>
  );
}
