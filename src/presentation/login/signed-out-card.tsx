import { Button, Stack, Text, Title } from '@mantine/core';
import { shellCopy } from '../shared/copy/shell-copy';
import { useInjection } from '../shared/di/container-context';
import { ShellSettings } from '../shared/shell-settings';

const copy = shellCopy.login;

/** /login's card for a signed-out creator: the way to the exchange's sign-in. */
export function SignedOutCard() {
  const { loginUrl } = useInjection(ShellSettings);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {copy.title}
      </Title>
      <Text c="dimmed">{copy.body}</Text>
      <Button component="a" href={loginUrl} size="md" fullWidth>
        {copy.button}
      </Button>
    </Stack>
  );
}
