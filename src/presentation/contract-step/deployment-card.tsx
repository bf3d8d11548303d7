import { Table, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { chainLabel, findChainById } from '../../domain/chain/chains';
import { contractCopy, standardLabel } from '../shared/copy/workspace-copy';
import { formatDateTime } from '../shared/format/korean-format';
import { ChainAddress } from './chain-address';
import { DetailRow } from './detail-row';
import type { ContractStepViewModel } from './contract-step-view-model';
import { StepPanel } from './step-panel';

const copy = contractCopy.deployment;

/** The kept contract as the API knows it: chain, address and what the API's own look at the chain found. */
export const DeploymentCard = observer(function DeploymentCard({ vm }: { vm: ContractStepViewModel }) {
  const info = vm.deployment?.data;
  const kept = vm.savedContract;
  if (!kept || !info?.contractAddress || !info.verification) return null;
  const result = contractCopy.result;
  const chain = findChainById(info.chainId);
  return (
    <StepPanel id="deployment-title" title={copy.title} card>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          <DetailRow label={copy.chain}>{chain ? chainLabel(chain) : info.chain}</DetailRow>
          <DetailRow label={copy.address}>
            <ChainAddress chainId={info.chainId} address={info.contractAddress} label={copy.address} />
          </DetailRow>
          <DetailRow label={result.standard}>{standardLabel(kept.standard)}</DetailRow>
          <DetailRow label={result.name}>{kept.name || result.none}</DetailRow>
          <DetailRow label={result.symbol}>{kept.symbol || result.none}</DetailRow>
          <DetailRow label={result.owner}>
            {kept.ownerAddress ? (
              <ChainAddress chainId={kept.chainId} address={kept.ownerAddress} label={result.owner} />
            ) : (
              result.ownerUnknown
            )}
          </DetailRow>
          <DetailRow label={copy.onChain}>
            <Text size="sm">{copy.verification[info.verification]}</Text>
            {info.checkedAt && (
              <Text size="xs" c="dimmed">
                {copy.checkedAt(formatDateTime(info.checkedAt))}
              </Text>
            )}
          </DetailRow>
          {info.deployedAt && <DetailRow label={copy.deployedAt}>{formatDateTime(info.deployedAt)}</DetailRow>}
          {info.transactionHash && (
            <DetailRow label={copy.transaction}>
              <ChainAddress chainId={info.chainId} address={info.transactionHash} label={copy.transaction} kind="tx" />
            </DetailRow>
          )}
          {info.blockNumber !== null && (
            <DetailRow label={copy.block}>{info.blockNumber.toLocaleString('ko-KR')}</DetailRow>
          )}
        </Table.Tbody>
      </Table>
    </StepPanel>
  );
});
