import { Box, NavLink, Text, type NavLinkProps } from '@mantine/core';
import { IconClock, IconId, IconUsers, type Icon } from '@tabler/icons-react';
import { createLink, type LinkProps } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import classes from './app-navbar.module.css';

type NavAnchorProps = NavLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>;

const NavAnchor = forwardRef<HTMLAnchorElement, NavAnchorProps>((props, ref) => (
  <NavLink component="a" ref={ref} {...props} />
));
NavAnchor.displayName = 'NavAnchor';

const RouterNavLink = createLink(NavAnchor);

interface NavItem {
  to: LinkProps['to'];
  label: string;
  icon: Icon;
}

const staffItems: NavItem[] = [
  { to: '/staff/employees', label: 'Employees', icon: IconUsers },
  { to: '/staff/roles', label: 'Roles', icon: IconId },
  { to: '/staff/timecards', label: 'Timecards', icon: IconClock },
];

interface AppNavbarProps {
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate: () => void;
}

export function AppNavbar({ onNavigate }: AppNavbarProps) {
  return (
    <>
      <Text id="nav-staff" size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py="xs">
        Staff
      </Text>
      <Box component="ul" aria-labelledby="nav-staff" className={classes.list}>
        {staffItems.map(({ to, label, icon: ItemIcon }) => (
          <li key={label}>
            <RouterNavLink
              to={to}
              label={label}
              leftSection={<ItemIcon size={18} stroke={1.5} aria-hidden />}
              activeProps={{ active: true }}
              onClick={onNavigate}
            />
          </li>
        ))}
      </Box>
    </>
  );
}
