import { Alert, Badge, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { shellCopy } from '../copy/shell-copy';
import { IntentLink } from '../routes/intent-link';

/**
 * An honest placeholder for a screen that a later piece of work builds: its route, prefetch and
 * skeleton are real; the page says it is not ready instead of showing made-up content.
 */
export function ComingSoon({ title, step }: { title: string; step?: 1 | 2 }) {
  return (
    <Stack gap="lg" maw={720}>
      <Group gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Badge variant="light" color="gray">
          {shellCopy.comingSoon.badge}
        </Badge>
      </Group>
      {step !== undefined && (
        <Stepper active={step - 1} size="sm" aria-label={shellCopy.comingSoon.stepsLabel} allowNextStepsSelect={false}>
          {shellCopy.comingSoon.steps.map((label) => (
            <Stepper.Step key={label} label={label} />
          ))}
        </Stepper>
      )}
      <Alert variant="light" color="gray">
        <Text size="sm">{shellCopy.comingSoon.body}</Text>
      </Alert>
      <div>
        <Button component={IntentLink} to="/launchpads" variant="default">
          {shellCopy.comingSoon.back}
        </Button>
      </div>
    </Stack>
  );
}
