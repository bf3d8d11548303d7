import { Card, Stack, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { UserInfo } from '../../domain/user/user-info';
import { meCopy } from '../shared/copy/me-copy';
import { LabelledRows, type LabelledRow } from './labelled-rows';
import { DraftRestoreBanner } from '../shared/forms/draft-restore-banner';
import { LeaveGuard } from '../shared/forms/leave-guard';
import { DataListSkeleton } from '../shared/skeletons/data-list-skeleton';
import type { InfoViewModel } from './info-view-model';
import { LoadFailed } from '../shared/states/load-failed';
import { formatDate, formatPhoneNumber } from '../shared/format/korean-format';
import { PhoneForm } from './phone-form';

function UserInfoList({ user }: { user: UserInfo }) {
  const { info } = meCopy;
  const rows: LabelledRow[] = [
    [info.name, user.name],
    [info.email, user.email, 'break-anywhere'],
    [info.phone, user.phoneNumber ? formatPhoneNumber(user.phoneNumber) : info.noPhone],
    [info.joinedAt, formatDate(user.joinedAt)],
    [
      info.terms,
      user.termsAgreed ? info.termsAgreed(user.termsAgreedAt && formatDate(user.termsAgreedAt)) : info.termsNotAgreed,
    ],
  ];
  return <LabelledRows rows={rows} />;
}

export const InfoView = observer(function InfoView({ vm }: { vm: InfoViewModel }) {
  const { user } = vm;
  return (
    <Stack gap="lg">
      <Title order={2}>{meCopy.info.title}</Title>
      <Card withBorder padding="lg">
        {user.data ? (
          <UserInfoList user={user.data} />
        ) : user.status === 'error' ? (
          <LoadFailed onRetry={() => void user.refetch()} />
        ) : (
          <DataListSkeleton rows={5} />
        )}
      </Card>
      <DraftRestoreBanner draft={vm.form.draft} />
      <Card withBorder padding="lg">
        <PhoneForm vm={vm} />
      </Card>
      <LeaveGuard when={vm.isDirty} />
    </Stack>
  );
});
