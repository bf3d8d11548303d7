import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { toAppError } from '../../application/errors/app-error';
import { shellCopy } from '../shared/copy/shell-copy';
import { useViewModel } from '../shared/di/container-context';
import { LoginViewModel } from './login-view-model';
import { SignedOutCard } from './signed-out-card';

const copy = shellCopy.login;

// Only a creator who has not agreed yet sees the consent step: its form controls load with it.
const TermsConsent = lazy(() => import('./terms-consent').then((m) => ({ default: m.TermsConsent })));

/** The spinner of a sign-in under way (also /login's fallback while this part loads). */
function SigningIn() {
  return (
    <Stack align="center" gap="sm" role="status">
      <Loader size="sm" />
      <Text>{copy.signingIn}</Text>
    </Stack>
  );
}

/**
 * /login with the exchange's `?token&termsAgreed` (requirements §10): the consent step, the
 * exchange, and where it leads. Lazy, with its view-model and MobX, so a plain /login (the first
 * screen of most visits) does not load them.
 */
export const TokenSignIn = observer(function TokenSignIn({
  token,
  termsAgreed,
}: {
  token: string | null;
  termsAgreed: string | null;
}) {
  const vm = useViewModel(LoginViewModel, (model) => model.start(token, termsAgreed), [token, termsAgreed]);

  if (vm.phase === 'signed-in') return <Navigate to="/launchpads" replace />;
  if (vm.phase === 'failed')
    return <Navigate to="/login/error" replace state={{ kind: toAppError(vm.failure).kind }} />;
  if (vm.phase === 'terms') {
    return (
      <Suspense fallback={<Loader size="sm" />}>
        <TermsConsent vm={vm} />
      </Suspense>
    );
  }
  if (vm.phase === 'signing-in') return <SigningIn />;
  if (vm.phase === 'unreachable') {
    return (
      <Stack gap="md" role="alert">
        <Title order={1} size="h3">
          {shellCopy.outage.title}
        </Title>
        <Text c="dimmed">{shellCopy.outage.signInBody}</Text>
        <Button size="md" fullWidth onClick={vm.retry}>
          {shellCopy.outage.retry}
        </Button>
      </Stack>
    );
  }
  return <SignedOutCard />;
});
