import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ContractCheck, OwnerMatch } from '../../domain/contract/contract-check';
import { contractCopy, standardLabel } from '../shared/copy/workspace-copy';
import { ChainAddress } from './chain-address';
import { DetailRow } from './detail-row';
import type { ContractStepViewModel } from './contract-step-view-model';
import { RetryAlert, StepPanel } from './step-panel';

const copy = contractCopy.result;

/**
 * How the owner compares with the registered EOA. The owner's address is in the table above it (each
 * address once); a mismatch names the registered wallet, the one address not shown yet.
 */
export function OwnerVerdict({ owner, chainId }: { owner: OwnerMatch; chainId: number }) {
  switch (owner.kind) {
    case 'match':
      return <Alert color="teal" variant="light" title={copy.ownerMatch} />;
    case 'mismatch':
      return (
        <Alert color="yellow" variant="light" title={copy.ownerMismatch}>
          <Stack gap={4}>
            <Text size="sm">{copy.eoa}</Text>
            <ChainAddress chainId={chainId} address={owner.eoa} label={copy.eoa} />
          </Stack>
        </Alert>
      );
    case 'no-eoa':
      // The way to register one is the step's wallet hint above (one link, not one per panel).
      return <Alert color="yellow" variant="light" title={copy.ownerNoEoa} />;
    case 'unknown':
      return (
        <Alert color="gray" variant="light" title={copy.ownerUnknown}>
          <Text size="sm">{copy.ownerUnknownBody}</Text>
        </Alert>
      );
  }
}

function PassedCheck({ check }: { check: Extract<ContractCheck, { kind: 'ok' }> }) {
  const owner = check.owner.kind === 'unknown' ? null : check.owner.owner;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="teal.9" variant="filled">
          {standardLabel(check.standard)}
        </Badge>
        <Text size="sm">{copy.passed(check.standard)}</Text>
      </Group>
      <Table withRowBorders={false} verticalSpacing={4} aria-label={copy.title}>
        <Table.Tbody>
          <DetailRow label={copy.name}>{check.name || copy.none}</DetailRow>
          <DetailRow label={copy.symbol}>{check.symbol || copy.none}</DetailRow>
          {check.implementation && (
            <DetailRow label={copy.proxy}>
              <ChainAddress chainId={check.chainId} address={check.implementation} label={copy.proxy} />
            </DetailRow>
          )}
          <DetailRow label={copy.owner}>
            {owner ? <ChainAddress chainId={check.chainId} address={owner} label={copy.owner} /> : copy.none}
          </DetailRow>
        </Table.Tbody>
      </Table>
      <OwnerVerdict owner={check.owner} chainId={check.chainId} />
    </Stack>
  );
}

/**
 * What the chain said about the address typed (not kept yet: a kept one is the saved contract's block):
 * the details of a passed check, or why it could not be read.
 */
export const ContractCheckPanel = observer(function ContractCheckPanel({ vm }: { vm: ContractStepViewModel }) {
  const check = vm.currentCheck;
  const failure = vm.failureText;
  if (!failure && check?.kind !== 'ok') return null;
  const recheck = { label: contractCopy.recheck, onClick: () => void vm.check(), loading: vm.checks.checking };
  return (
    <StepPanel id="contract-check-title" title={copy.title}>
      {failure && <RetryAlert title={contractCopy.readFailed.title} text={failure} retry={recheck} />}
      {check?.kind === 'ok' && !failure && <PassedCheck check={check} />}
    </StepPanel>
  );
});
