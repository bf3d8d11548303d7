import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One part of the contract step under its own heading (the check's result, the deploy card, the kept
 * contract): a section named by its title, on a card or not, with what sits beside the title (닫기).
 */
export function StepPanel({
  id,
  title,
  card = false,
  gap = 'sm',
  aside,
  children,
}: {
  id: string;
  title: string;
  card?: boolean;
  gap?: 'sm' | 'md';
  aside?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Title order={3} size="h4" id={id}>
      {title}
    </Title>
  );
  const top =
    aside === undefined ? (
      heading
    ) : (
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {heading}
        {aside}
      </Group>
    );
  if (!card) {
    return (
      <Stack gap={gap} component="section" aria-labelledby={id}>
        {top}
        {children}
      </Stack>
    );
  }
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        {top}
        {children}
      </Stack>
    </Card>
  );
}

/** No wallet registered where the step needs one (the owner to compare, the deploy's owner): the way to register it. */
export function RegisterWalletAlert({ title, link }: { title: string; link: string }) {
  return (
    <Alert color="yellow" variant="light" title={title}>
      {/* The alert's own text colour, underlined: the link blue is 4.2:1 on the yellow notice in dark (WCAG AA). */}
      <Anchor component={Link} to="/me/wallet" size="sm" fw={600} c="inherit" underline="always">
        {link}
      </Anchor>
    </Alert>
  );
}

/** A failure said in place, with the way to try again when there is one (다시 확인). */
export function RetryAlert({
  title,
  text,
  retry,
}: {
  title: string;
  text: string;
  retry?: { label: string; onClick: () => void; loading?: boolean };
}) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text size="sm">{text}</Text>
      {retry && (
        <Button size="xs" variant="light" color="red" mt="sm" onClick={retry.onClick} loading={retry.loading}>
          {retry.label}
        </Button>
      )}
    </Alert>
  );
}
