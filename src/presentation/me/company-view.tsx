import { Card, EmptyState, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { Company } from '../../domain/user/user-info';
import { meCopy } from '../shared/copy/me-copy';
import { LabelledRows, type LabelledRow } from './labelled-rows';
import type { CompanyViewModel } from './company-view-model';
import { DataListSkeleton } from '../shared/skeletons/data-list-skeleton';
import { LoadFailed } from '../shared/states/load-failed';
import { formatPhoneNumber } from '../shared/format/korean-format';

function CompanyList({ company }: { company: Company }) {
  const c = meCopy.company;
  const rows: LabelledRow[] = [
    [c.name, company.name],
    [c.registrationNumber, company.registrationNumber],
    [c.representative, company.representative],
    [c.address, company.address],
    [c.phone, formatPhoneNumber(company.phoneNumber), undefined, `tel:${company.phoneNumber}`],
    [c.email, company.email, 'break-anywhere', `mailto:${company.email}`],
  ];
  return <LabelledRows rows={rows} />;
}

export const CompanyView = observer(function CompanyView({ vm }: { vm: CompanyViewModel }) {
  const { company, user } = vm;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>{meCopy.company.title}</Title>
        <Text size="sm" c="dimmed">
          {meCopy.company.description}
        </Text>
      </Stack>
      <Card withBorder padding={company === null ? 'xl' : 'lg'}>
        {company ? (
          <CompanyList company={company} />
        ) : company === null ? (
          <EmptyState title={meCopy.company.emptyTitle} description={meCopy.company.emptyBody} />
        ) : user.status === 'error' ? (
          <LoadFailed onRetry={() => void user.refetch()} />
        ) : (
          <DataListSkeleton rows={6} />
        )}
      </Card>
    </Stack>
  );
});
