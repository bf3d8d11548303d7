import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred card with a heading, one sentence and an action: not-found, error, login error. */
export function MessagePage({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={440} w="100%">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed">{body}</Text>
          {action}
        </Stack>
      </Paper>
    </Center>
  );
}
