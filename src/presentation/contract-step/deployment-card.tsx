import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { chainLabel, findChainById } from '../../domain/chain/chains';
import { contractCopy, standardLabel } from '../copy/workspace-copy';
import { formatDateTime } from '../format/korean-format';
import { ChainAddress } from './chain-address';
import type { ContractStepViewModel } from './contract-step-view-model';

const copy = contractCopy.deployment;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={160} fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** The kept contract as the API knows it: chain, address and what the API's own look at the chain found. */
export const DeploymentCard = observer(function DeploymentCard({ vm }: { vm: ContractStepViewModel }) {
  const info = vm.deployment?.data;
  const kept = vm.savedContract;
  if (!kept || !info?.contractAddress || !info.verification) return null;
  const result = contractCopy.result;
  const chain = findChainById(info.chainId);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="deployment-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="deployment-title">
          {copy.title}
        </Title>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            <Row label={copy.chain}>{chain ? chainLabel(chain) : info.chain}</Row>
            <Row label={copy.address}>
              <ChainAddress chainId={info.chainId} address={info.contractAddress} label={copy.address} />
            </Row>
            <Row label={result.standard}>{standardLabel(kept.standard)}</Row>
            <Row label={result.name}>{kept.name || result.none}</Row>
            <Row label={result.symbol}>{kept.symbol || result.none}</Row>
            <Row label={result.owner}>
              {kept.ownerAddress ? <ChainAddress chainId={kept.chainId} address={kept.ownerAddress} label={result.owner} /> : result.ownerUnknown}
            </Row>
            <Row label={copy.onChain}>
              <Text size="sm">{copy.verification[info.verification]}</Text>
              {info.checkedAt && (
                <Text size="xs" c="dimmed">
                  {copy.checkedAt(formatDateTime(info.checkedAt))}
                </Text>
              )}
            </Row>
            {info.deployedAt && <Row label={copy.deployedAt}>{formatDateTime(info.deployedAt)}</Row>}
            {info.transactionHash && (
              <Row label={copy.transaction}>
                <ChainAddress chainId={info.chainId} address={info.transactionHash} label={copy.transaction} kind="tx" />
              </Row>
            )}
            {info.blockNumber !== null && <Row label={copy.block}>{info.blockNumber.toLocaleString('ko-KR')}</Row>}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
});
