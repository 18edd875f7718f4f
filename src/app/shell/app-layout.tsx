import { ActionIcon, Box, Burger, Button, Group, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, type ReactNode } from 'react';
import { merchantQueryOptions } from '@/api/account';
import { LinkButton } from '@/components/link-button';
import { PRODUCT_NAME } from '@/components/page-title';
import { RouterAnchor } from '@/components/router-anchor';
import { usePermissions } from '@/lib/permissions';
import { useSelectedLocation } from '@/lib/selected-location';
import { TimeZoneProvider, browserTimeZone } from '@/lib/time-zone';
import { preloadRouteLoadersWhenSettled } from '../route-chunks';
import { signOut } from '../sign-out';
import { AppNavbar } from './app-navbar';
import classes from './app-layout.module.css';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { CommandPaletteButton, CommandPaletteLauncher } from './command-palette-launcher';
import { LocationSwitcher } from './location-switcher';
import { ConnectionBanner } from './offline-state';
import { SessionEnded } from './session-ended';
import { ShortcutsDialog } from './shortcuts-dialog';

export function AppLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const router = useRouter();
  const queryClient = useQueryClient();
  // The other pages' loaders, once this one has its data (see preloadRouteChunks).
  useEffect(() => preloadRouteLoadersWhenSettled(router, queryClient), [router, queryClient]);

  return (
    <SelectedLocationZone>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <div className={classes.shell} data-nav-opened={navOpened || undefined}>
        {/* The class keeps the fixed header clear of the scrollbar's gap while a dialog locks
            the page's scroll (react-remove-scroll's `zeroRight`, as AppShell's header has it). */}
        <header className={`${classes.header} right-scroll-bar-position`}>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={navOpened}
                onClick={toggleNav}
                hiddenFrom="sm"
                size="sm"
                aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
                aria-expanded={navOpened}
                aria-controls="app-navigation"
              />
              <Text fw={700} size="lg">
                {PRODUCT_NAME}
              </Text>
              <BusinessName />
            </Group>
            <Group gap="sm" wrap="nowrap">
              <CommandPaletteButton />
              <Box visibleFrom="sm">
                <LocationSwitcher />
              </Box>
              <ColorSchemeToggle />
              <AccountLink />
              <SignOutButton />
            </Group>
          </Group>
        </header>
        <nav id="app-navigation" aria-label="Main" className={classes.navbar}>
          <Box hiddenFrom="sm" mb="sm">
            <LocationSwitcher />
          </Box>
          <AppNavbar onNavigate={closeNav} />
        </nav>
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <ConnectionBanner />
          <SessionEnded />
          <Outlet />
        </main>
      </div>
      <CommandPaletteLauncher />
      <ShortcutsDialog />
    </SelectedLocationZone>
  );
}

/**
 * The selected location's time zone for everything under it. Its own component, given the shell
 * as `children`: when the locations arrive (on a directly opened page, often with the list's rows)
 * only the zone's readers render again, not the whole shell and page.
 */
function SelectedLocationZone({ children }: { children: ReactNode }) {
  const { location } = useSelectedLocation();
  const timeZone = location?.timezone;
  const source = location?.name;
  const value = useMemo(
    () => (timeZone ? { timeZone, source } : { timeZone: browserTimeZone() }),
    [timeZone, source],
  );
  return <TimeZoneProvider value={value}>{children}</TimeZoneProvider>;
}

function SignOutButton() {
  const router = useRouter();
  const signOutNow = () => void signOut(router, { returnHere: false, endSession: true });
  return (
    <>
      <Button
        visibleFrom="sm"
        variant="default"
        leftSection={<IconLogout size={16} stroke={1.5} aria-hidden />}
        onClick={signOutNow}
      >
        Sign out
      </Button>
      <ActionIcon
        hiddenFrom="sm"
        variant="default"
        size="lg"
        aria-label="Sign out"
        onClick={signOutNow}
      >
        <IconLogout size={18} stroke={1.5} />
      </ActionIcon>
    </>
  );
}

/** The signed-in person's name, opening their account page (password, passkeys, sessions). */
function AccountLink() {
  const { me } = usePermissions();
  return (
    <>
      <LinkButton
        to="/account"
        visibleFrom="sm"
        variant="subtle"
        leftSection={<IconUserCircle size={18} stroke={1.5} aria-hidden />}
        aria-label={me?.name ? `Your account: ${me.name}` : 'Your account'}
        maw={200}
      >
        <Text truncate="end" inherit>
          {me?.name || 'Your account'}
        </Text>
      </LinkButton>
      <ActionIcon
        component={RouterAnchor}
        to="/account"
        hiddenFrom="sm"
        variant="default"
        size="lg"
        aria-label="Your account"
      >
        <IconUserCircle size={18} stroke={1.5} />
      </ActionIcon>
    </>
  );
}

function BusinessName() {
  const merchant = useQuery(merchantQueryOptions());
  if (merchant.isPending) return <Skeleton height={16} width={140} visibleFrom="sm" />;
  if (!merchant.data) return null;
  return (
    <Text c="dimmed" visibleFrom="sm" truncate="end" maw={260}>
      {merchant.data.business_name}
    </Text>
  );
}
