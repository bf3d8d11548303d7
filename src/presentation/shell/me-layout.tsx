import { Stack, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { shellCopy } from '../shared/copy/shell-copy';
import { IntentLink } from '../shared/navigation/intent-link';
import classes from './me-tabs.module.css';
// Mantine's whole sheet: the signed-in start brought only its own components' styles (shared/styles/
// signed-in-styles). Every /me page shows inside this layout, and its chunk's CSS loads before it runs.
import '../shared/styles/mantine-styles';

const tabs = [
  { to: '/me/info', label: shellCopy.me.info },
  { to: '/me/wallet', label: shellCopy.me.wallet },
  { to: '/me/company', label: shellCopy.me.company },
  { to: '/me/creators', label: shellCopy.me.creators },
] as const;

/** /me: the personal area's four sections as links (aria-current marks the open one). */
export function MeLayout() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {shellCopy.me.title}
      </Title>
      <nav aria-label={shellCopy.me.tabsLabel} className={classes.tabs}>
        {tabs.map((tab) => (
          <IntentLink key={tab.to} to={tab.to} className={classes.tab}>
            {tab.label}
          </IntentLink>
        ))}
      </nav>
      <Outlet />
    </Stack>
  );
}
