import { AppShell, Anchor, Box, Button, Container, Flex, Group, Progress } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Session } from '../../application/session/session';
import { shellCopy } from '../shared/copy/shell-copy';
import { useInjection } from '../shared/di/container-context';
import { IntentLink } from '../shared/navigation/intent-link';
import '../shared/styles/signed-in-styles';
import { SessionOutageNotice } from './session-outage-notice';
import { ThemeMenu, ThemeSwitch } from './theme-switch';
import { WalletSlot, WalletSlotPlaceholder } from '../shared/layout/wallet-slot';

// Its own chunk: the wallet code stays out of the first route's bundle (ethers loads later still).
const WalletWidget = lazy(() => import('../wallet/wallet-widget'));

const navLinkStyle = { fontWeight: 600 } as const;

/** The signed-in frame (requirements §2): header navigation, theme, the wallet slot and 로그아웃. */
export function AppLayout() {
  const session = useInjection(Session);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // The open section is tinted, not filled: a filled button is kept for the one primary action of a screen.
  const section = (prefix: string) => (pathname === prefix || pathname.startsWith(`${prefix}/`) ? 'light' : 'subtle');
  return (
    // Below the sm breakpoint the header takes two rows (navigation, then wallet and 로그아웃): in one
    // row a phone-width window cut the wallet and 로그아웃 off.
    <AppShell header={{ height: { base: 104, sm: 60 } }} padding="md">
      <AppShell.Header>
        {navigation.state === 'loading' && (
          <Progress
            value={100}
            animated
            size={2}
            radius={0}
            aria-label={shellCopy.navigating}
            style={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        )}
        <Flex
          h="100%"
          px="md"
          direction={{ base: 'column', sm: 'row' }}
          justify={{ base: 'center', sm: 'space-between' }}
          align={{ base: 'stretch', sm: 'center' }}
          gap={{ base: 8, sm: 'md' }}
        >
          <Group gap="md" wrap="nowrap">
            <Anchor
              component={IntentLink}
              to="/launchpads"
              fw={800}
              c="var(--mantine-color-text)"
              underline="never"
              style={{ whiteSpace: 'nowrap' }}
            >
              {shellCopy.productName}
            </Anchor>
            <Box component="nav" aria-label={shellCopy.nav.label}>
              <Group gap={4} wrap="nowrap">
                <Button
                  component={IntentLink}
                  to="/launchpads"
                  variant={section('/launchpads')}
                  size="sm"
                  style={navLinkStyle}
                >
                  {shellCopy.nav.launchpads}
                </Button>
                <Button component={IntentLink} to="/me/info" variant={section('/me')} size="sm" style={navLinkStyle}>
                  {shellCopy.nav.me}
                </Button>
              </Group>
            </Box>
          </Group>
          <Group gap="sm" wrap="nowrap" justify="flex-end">
            {/* Three segments where there is room, one button and a menu where there is not. */}
            <Box visibleFrom="md">
              <ThemeSwitch />
            </Box>
            <Box hiddenFrom="md">
              <ThemeMenu />
            </Box>
            <WalletSlot>
              <Suspense fallback={<WalletSlotPlaceholder />}>
                <WalletWidget />
              </Suspense>
            </WalletSlot>
            <Button variant="default" size="sm" onClick={() => session.signOut()}>
              {shellCopy.nav.logout}
            </Button>
          </Group>
        </Flex>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" py="md">
          <SessionOutageNotice />
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
