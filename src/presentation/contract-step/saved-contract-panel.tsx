import { Stack, Table, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { ownerMatch, type OwnerMatch } from '../../domain/contract/contract-check';
import { contractCopy, standardLabel } from '../shared/copy/workspace-copy';
import { formatDateTime } from '../shared/format/korean-format';
import { ChainAddress } from './chain-address';
import { OwnerVerdict } from './contract-check-panel';
import type { ContractStepViewModel } from './contract-step-view-model';
import { DetailRow } from './detail-row';
import { StepPanel } from './step-panel';
import type { WalletLink } from './wallet-link';

const copy = contractCopy.deployment;
const result = contractCopy.result;

/**
 * The kept contract in one block: what the chain said about it and what the API knows of its deployment,
 * each address once (the contract, its owner, a proxy's implementation, the deploy's transaction). The
 * owner's verdict is the last check's for it, else the kept owner against the registered EOA once known.
 */
export const SavedContractPanel = observer(function SavedContractPanel({
  vm,
  link,
}: {
  vm: ContractStepViewModel;
  link: WalletLink;
}) {
  const kept = vm.savedContract;
  if (!kept) return null;
  const info = vm.deployment?.data;
  const check = vm.currentCheck?.kind === 'ok' ? vm.currentCheck : null;
  const verdict: OwnerMatch | null = check?.owner ?? (link.known ? ownerMatch(kept.ownerAddress, link.eoa) : null);
  const { chainId } = kept;
  return (
    <StepPanel id="saved-contract-title" title={copy.title} card>
      <Stack gap="sm">
        <Table withRowBorders={false} verticalSpacing={4} aria-label={copy.title}>
          <Table.Tbody>
            <DetailRow label={copy.address}>
              <ChainAddress chainId={chainId} address={kept.address} label={copy.address} />
            </DetailRow>
            <DetailRow label={result.standard}>{standardLabel(kept.standard)}</DetailRow>
            <DetailRow label={result.name}>{kept.name || result.none}</DetailRow>
            <DetailRow label={result.symbol}>{kept.symbol || result.none}</DetailRow>
            {check?.implementation && (
              <DetailRow label={result.proxy}>
                <ChainAddress chainId={chainId} address={check.implementation} label={result.proxy} />
              </DetailRow>
            )}
            <DetailRow label={result.owner}>
              {kept.ownerAddress ? (
                <ChainAddress chainId={chainId} address={kept.ownerAddress} label={result.owner} />
              ) : (
                result.none
              )}
            </DetailRow>
            {info?.verification && (
              <DetailRow label={copy.onChain}>
                <Text size="sm">{copy.verification[info.verification]}</Text>
                {info.checkedAt && (
                  <Text size="xs" c="dimmed">
                    {copy.checkedAt(formatDateTime(info.checkedAt))}
                  </Text>
                )}
              </DetailRow>
            )}
            {info?.deployedAt && <DetailRow label={copy.deployedAt}>{formatDateTime(info.deployedAt)}</DetailRow>}
            {info?.transactionHash && (
              <DetailRow label={copy.transaction}>
                <ChainAddress chainId={chainId} address={info.transactionHash} label={copy.transaction} kind="tx" />
              </DetailRow>
            )}
            {info && info.blockNumber !== null && (
              <DetailRow label={copy.block}>{info.blockNumber.toLocaleString('ko-KR')}</DetailRow>
            )}
          </Table.Tbody>
        </Table>
        {verdict && <OwnerVerdict owner={verdict} chainId={chainId} />}
      </Stack>
    </StepPanel>
  );
});
