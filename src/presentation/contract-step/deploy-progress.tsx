import { Group, Loader, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { deployCopy } from '../shared/copy/deploy-copy';
import { ChainAddress } from './chain-address';
import type { ProgressStep } from './deploy-run';
import type { DeployViewModel } from './deploy-view-model';

const steps: ProgressStep[] = ['signing', 'sent', 'confirming', 'done'];
const copy = deployCopy;

/** What the current step is waiting for, in words (read out as it changes). */
const Detail = observer(function Detail({ deploy, chainId }: { deploy: DeployViewModel; chainId: number }) {
  const phase = deploy.progress.phase;
  // Its address and transaction are the saved contract's block now (each address once).
  if (deploy.progress.deployed) return <Text size="sm">{copy.done}</Text>;
  if (!phase) return null;
  if (phase.kind === 'switching' || phase.kind === 'signing') {
    return (
      <Group gap="xs" wrap="nowrap">
        {deploy.progress.running && <Loader size="xs" />}
        <Text size="sm">{phase.kind === 'switching' ? copy.switching(deploy.chainName) : copy.signing}</Text>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {copy.transaction}
      </Text>
      <ChainAddress chainId={chainId} address={phase.deploy.transactionHash} label={copy.transaction} kind="tx" />
      <Group gap="xs" wrap="nowrap">
        {deploy.progress.running && <Loader size="xs" />}
        <Text size="sm">
          {phase.kind === 'sent' && copy.waitingBlock}
          {phase.kind === 'confirming' && copy.confirmations(phase.confirmations, phase.needed)}
          {phase.kind === 'saving' && copy.saving}
        </Text>
      </Group>
    </Stack>
  );
});

/** 서명 대기 → 전송됨 → 확인 중 → 완료, with what the current step waits for. */
export const DeployProgress = observer(function DeployProgress({
  deploy,
  chainId,
}: {
  deploy: DeployViewModel;
  chainId: number;
}) {
  const current = deploy.progress.step;
  if (!current) return null;
  const at = steps.indexOf(current);
  return (
    <Stack gap="sm" component="section" aria-labelledby="deploy-progress-title">
      <Title order={4} size="h5" id="deploy-progress-title">
        {copy.progressTitle}
      </Title>
      {deploy.resumed && !deploy.progress.deployed && (
        <Text size="sm" c="dimmed">
          {copy.resumed}
        </Text>
      )}
      <Group component="ol" gap="lg" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((step, index) => {
          const done = index < at || current === 'done';
          const active = index === at && current !== 'done';
          return (
            <Group component="li" key={step} gap={6} wrap="nowrap" aria-current={active ? 'step' : undefined}>
              <ThemeIcon
                size="sm"
                radius="xl"
                color={done ? 'teal.8' : active ? 'blue.8' : 'gray.6'}
                variant={done || active ? 'filled' : 'light'}
                aria-hidden
              >
                <Text size="xs" fw={700} c={done || active ? 'white' : undefined}>
                  {done ? '✓' : index + 1}
                </Text>
              </ThemeIcon>
              <Text size="sm" fw={active ? 700 : 400}>
                {copy.phases[step]}
              </Text>
              {done && <VisuallyHidden>(끝남)</VisuallyHidden>}
            </Group>
          );
        })}
      </Group>
      <div role="status" aria-live="polite">
        <Detail deploy={deploy} chainId={chainId} />
      </div>
    </Stack>
  );
});
