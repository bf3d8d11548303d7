import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { shellCopy } from '../shared/copy/shell-copy';
import { SignedOutCard } from '../login/signed-out-card';

// The exchange's token arrives on few visits: its view-model (and MobX) load with it, so the first
// route's JS stays within its budget (scripts/size.mjs).
const TokenSignIn = lazy(() => import('../login/token-sign-in').then((m) => ({ default: m.TokenSignIn })));

interface Arrival {
  token: string | null;
  termsAgreed: string | null;
}

/** /login?token&termsAgreed (requirements §10). Signed-in creators never reach it (loader redirect). */
export default function LoginPage() {
  const [search, setSearch] = useSearchParams();
  const token = search.get('token');
  const termsAgreed = search.get('termsAgreed');
  // What the address bar brought, kept once taken from it (a later address with a token replaces it).
  const [arrival, setArrival] = useState<Arrival | null>(() =>
    token !== null || termsAgreed !== null ? { token, termsAgreed } : null,
  );
  if ((token !== null || termsAgreed !== null) && (arrival?.token !== token || arrival.termsAgreed !== termsAgreed))
    setArrival({ token, termsAgreed });

  // The token must not stay in the address bar or the history: replace it as soon as it is taken.
  useEffect(() => {
    if (token !== null || termsAgreed !== null) setSearch({}, { replace: true });
  }, [token, termsAgreed, setSearch]);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%" component="main">
        {arrival ? (
          <Suspense
            fallback={
              <Stack align="center" gap="sm" role="status">
                <Loader size="sm" />
                <Text>{shellCopy.login.signingIn}</Text>
              </Stack>
            }
          >
            <TokenSignIn token={arrival.token} termsAgreed={arrival.termsAgreed} />
          </Suspense>
        ) : (
          <SignedOutCard />
        )}
      </Paper>
    </Center>
  );
}
