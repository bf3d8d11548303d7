import { Box, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { shellCopy } from '../shared/copy/shell-copy';
import type { LoginViewModel } from './login-view-model';
import '../shared/styles/mantine-styles';

const copy = shellCopy.login;

function TermsText({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {/* A plain scrolling box: Mantine's ScrollArea would pull popover code into the first route. */}
      <Box mah={96} style={{ overflowY: 'auto' }} tabIndex={0} role="region" aria-label={title}>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Box>
    </Stack>
  );
}

/** The consent step for a creator whose `termsAgreed` is not `true` (requirements §10). */
export const TermsConsent = observer(function TermsConsent({ vm }: { vm: LoginViewModel }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {copy.termsTitle}
      </Title>
      <Text size="sm">{copy.termsBody}</Text>
      <TermsText title={copy.terms} text={copy.termsText} />
      <TermsText title={copy.privacy} text={copy.privacyText} />
      <Checkbox
        label={copy.agreeAll}
        checked={vm.agreedAll}
        indeterminate={!vm.agreedAll && (vm.agreedTerms || vm.agreedPrivacy)}
        onChange={(event) => vm.setAgreedAll(event.currentTarget.checked)}
      />
      <Stack gap="xs" pl="lg">
        <Checkbox
          label={copy.agreeTerms}
          checked={vm.agreedTerms}
          onChange={(e) => vm.setAgreedTerms(e.currentTarget.checked)}
        />
        <Checkbox
          label={copy.agreePrivacy}
          checked={vm.agreedPrivacy}
          onChange={(e) => vm.setAgreedPrivacy(e.currentTarget.checked)}
        />
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={vm.cancel}>
          {copy.cancel}
        </Button>
        <Button onClick={vm.agree} disabled={!vm.canAgree}>
          {copy.start}
        </Button>
      </Group>
    </Stack>
  );
});
