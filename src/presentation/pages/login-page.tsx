import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toAppError } from '../../application/errors/app-error';
import { shellCopy } from '../copy/shell-copy';
import { useInjection, useViewModel } from '../di/container-context';
import { LoginViewModel } from '../login/login-view-model';
import { ShellSettings } from '../shell/shell-settings';

const copy = shellCopy.login;

// Only a creator who has not agreed yet sees the consent step: its form controls load with it.
const TermsConsent = lazy(() => import('../login/terms-consent').then((m) => ({ default: m.TermsConsent })));

/** /login?token&termsAgreed (product.md "Sign-in"). Signed-in creators never reach it (loader redirect). */
const LoginPage = observer(function LoginPage() {
  const [search, setSearch] = useSearchParams();
  const token = search.get('token');
  const termsAgreed = search.get('termsAgreed');
  const vm = useViewModel(LoginViewModel, (model) => model.start(token, termsAgreed), [token, termsAgreed]);
  const { loginUrl } = useInjection(ShellSettings);

  // The token must not stay in the address bar or the history: replace it as soon as it is taken.
  useEffect(() => {
    if (token !== null || termsAgreed !== null) setSearch({}, { replace: true });
  }, [token, termsAgreed, setSearch]);

  if (vm.phase === 'signed-in') return <Navigate to="/launchpads" replace />;
  if (vm.phase === 'failed') return <Navigate to="/login/error" replace state={{ kind: toAppError(vm.failure).kind }} />;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%" component="main">
        {vm.phase === 'terms' && (
          <Suspense fallback={<Loader size="sm" />}>
            <TermsConsent vm={vm} />
          </Suspense>
        )}
        {vm.phase === 'signing-in' && (
          <Stack align="center" gap="sm" role="status">
            <Loader size="sm" />
            <Text>{copy.signingIn}</Text>
          </Stack>
        )}
        {vm.phase === 'signed-out' && (
          <Stack gap="md">
            <Title order={1} size="h3">
              {copy.title}
            </Title>
            <Text c="dimmed">{copy.body}</Text>
            <Button component="a" href={loginUrl} size="md" fullWidth>
              {copy.button}
            </Button>
          </Stack>
        )}
      </Paper>
    </Center>
  );
});

export default LoginPage;
