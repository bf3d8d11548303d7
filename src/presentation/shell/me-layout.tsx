import { Button, Group, Stack, Title } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { shellCopy } from '../copy/shell-copy';
import { IntentLink } from '../navigation/intent-link';

const tabs = [
  { to: '/me/info', label: shellCopy.me.info },
  { to: '/me/wallet', label: shellCopy.me.wallet },
  { to: '/me/company', label: shellCopy.me.company },
  { to: '/me/creators', label: shellCopy.me.creators },
] as const;

/** /me: the personal area's four sections as links (aria-current marks the open one). */
export function MeLayout() {
  const { pathname } = useLocation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {shellCopy.me.title}
      </Title>
      <nav aria-label={shellCopy.me.tabsLabel}>
        <Group gap={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} pb={6}>
          {tabs.map((tab) => {
            const active = pathname === tab.to || pathname.startsWith(`${tab.to}/`);
            return (
              <Button key={tab.to} component={IntentLink} to={tab.to} variant={active ? 'filled' : 'subtle'} size="sm">
                {tab.label}
              </Button>
            );
          })}
        </Group>
      </nav>
      <Outlet />
    </Stack>
  );
}
