import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { contractCopy } from '../shared/copy/workspace-copy';
import { useViewModel } from '../shared/di/container-context';
import { chainOptions } from '../shared/format/chain-options';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import { ChangeChainViewModel } from './change-chain-view-model';
import { chainNameOf } from './contract-texts';

const copy = contractCopy.chainSetting;
const chains = chainOptions(contractCopy);

/** 런치패드 체인 변경: the new chain, what happens to a kept contract, and the question naming both chains. */
const ChangeChainDialog = observer(function ChangeChainDialog({
  vm,
  keptContract,
}: {
  vm: ChangeChainViewModel;
  keptContract: boolean;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.confirm();
  };
  const from = vm.launchpad ? chainNameOf(vm.launchpad.chainId) : '';
  return (
    <Modal opened={vm.opened} onClose={vm.close} title={copy.title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{copy.intro}</Text>
          <NativeSelect
            label={copy.select}
            data-autofocus
            data={chains}
            value={String(vm.chainId)}
            error={vm.error}
            onChange={(event) => vm.setChain(Number(event.currentTarget.value))}
          />
          {keptContract && vm.changes && (
            <Alert color="yellow" variant="light">
              <Text size="sm">{copy.contractGoes(from)}</Text>
            </Alert>
          )}
          {vm.question && (
            <Text size="sm" fw={600} role="status">
              {vm.question}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={vm.close} disabled={vm.submission.busy}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={vm.submission.busy} disabled={!vm.changes}>
            {copy.submit}
          </Button>
        </Group>
      </form>
    </Modal>
  );
});

/**
 * The step's chain: the launchpad's, shown (never a second field that could disagree). While 작성 중 it
 * can be changed as a launchpad setting (체인 변경, with a confirmation); not while a deploy is under way.
 */
export const ChainSetting = observer(function ChainSetting({
  page,
  deployUnderWay,
}: {
  page: LaunchpadPage;
  deployUnderWay: boolean;
}) {
  const vm = useViewModel(ChangeChainViewModel, () => () => undefined);
  const { launchpad } = page;
  const changeable = page.canChange('contract');
  return (
    <div>
      {/* A term and its value: the chain reads as the launchpad's setting, not as a field. */}
      <dl style={{ margin: 0 }}>
        <Text component="dt" size="sm" fw={500}>
          {contractCopy.chain}
        </Text>
        <Group component="dd" gap="sm" mt={4} ml={0} wrap="wrap" align="center">
          <Text size="sm">{chainNameOf(launchpad.chainId)}</Text>
          {changeable && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => vm.open(launchpad)}
              disabled={deployUnderWay}
              aria-describedby={deployUnderWay ? 'contract-chain-waits' : undefined}
            >
              {copy.change}
            </Button>
          )}
        </Group>
      </dl>
      {changeable && deployUnderWay && (
        <Text size="xs" c="dimmed" mt={4} id="contract-chain-waits">
          {copy.waitsForDeploy}
        </Text>
      )}
      <ChangeChainDialog vm={vm} keptContract={!!page.kept.data?.contract} />
    </div>
  );
});
