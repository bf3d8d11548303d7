import { Button, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useContext, useRef, type FormEvent } from 'react';
import { deployCopy } from '../shared/copy/deploy-copy';
import { contractCopy } from '../shared/copy/workspace-copy';
import { useViewModel } from '../shared/di/container-context';
import { DraftRestoreBanner } from '../shared/forms/draft-restore-banner';
import { FixedBottomBar, FixedBottomBarSpacer } from '../shared/forms/fixed-bottom-bar';
import { LeaveGuard } from '../shared/forms/leave-guard';
import { chainOptions } from '../shared/format/chain-options';
import { IntentLink } from '../shared/navigation/intent-link';
import { NextStepContext } from '../shared/forms/next-step';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import { ContractCheckPanel } from './contract-check-panel';
import type { ContractStepViewModel } from './contract-step-view-model';
import { DeploymentCard } from './deployment-card';
import { DeployPanel } from './deploy-panel';
import { DeployViewModel } from './deploy-view-model';

const chains = chainOptions(contractCopy);
const FORM_ID = 'contract-step-form';

/** Step 1 (컨트랙트): chain and address, what the chain says about them, the kept contract, and the action bar. */
export const ContractStep = observer(function ContractStep({
  vm,
  page,
}: {
  vm: ContractStepViewModel;
  page: LaunchpadPage;
}) {
  const { launchpad } = page;
  const next = useContext(NextStepContext);
  const addressInput = useRef<HTMLInputElement>(null);
  const deploy = useViewModel(
    DeployViewModel,
    (model) => model.start(launchpad, (done) => vm.adoptDeployed(done.saved, done.check)),
    [launchpad.id],
  );
  const { values } = vm.form;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await vm.save();
    if (!saved && vm.addressError) addressInput.current?.focus();
  };
  const onCheck = async () => {
    await vm.check();
    if (vm.addressError) addressInput.current?.focus();
  };

  const status = vm.checking ? (
    <Text size="sm" c="dimmed" role="status">
      <Loader size="xs" mr={8} />
      {contractCopy.checking(vm.chainName)}
    </Text>
  ) : vm.savedContract ? (
    <Text size="sm" c="dimmed" role="status">
      {vm.isSavedAsShown ? contractCopy.savedAs(vm.savedContract.address) : contractCopy.unsavedChange}
    </Text>
  ) : null;

  // Under 심사 and from 승인됨 on the contract and chain are fixed (the launch lifecycle): the frame's
  // notice says why, and nothing that would be refused is offered.
  const locked = !page.canChange('contract');

  return (
    <Stack gap="xl">
      {!locked && <DraftRestoreBanner draft={vm.form} />}
      <Stack gap="md" component="section" aria-labelledby="contract-step-title">
        <div>
          <Title order={2} size="h3" id="contract-step-title">
            {contractCopy.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {contractCopy.intro}
          </Text>
        </div>
        <form id={FORM_ID} noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="md" maw={640}>
            <NativeSelect
              label={contractCopy.chain}
              withAsterisk
              data={chains}
              value={String(values.chainId)}
              error={vm.chainError}
              disabled={vm.saving || locked}
              onChange={(event) => vm.setChain(Number(event.currentTarget.value))}
            />
            <TextInput
              ref={addressInput}
              label={contractCopy.address}
              withAsterisk
              placeholder={contractCopy.addressPlaceholder}
              description={contractCopy.addressHint(launchpad.collectionType)}
              autoComplete="off"
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              value={values.address}
              error={vm.addressError}
              disabled={vm.saving || locked}
              onChange={(event) => vm.setAddress(event.currentTarget.value)}
              onBlur={vm.blurAddress}
            />
            {!deploy.open && !locked && (
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {deployCopy.question}
                </Text>
                <Button variant="subtle" size="compact-sm" onClick={deploy.show} disabled={vm.saving}>
                  {deployCopy.open}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Stack>
      <DeployPanel deploy={deploy} launchpad={launchpad} />
      <ContractCheckPanel vm={vm} />
      <DeploymentCard vm={vm} />
      <FixedBottomBarSpacer />
      {/* Its own 다음 단계 (filled, once the contract is kept as shown) is the frame's next step: the bar adds none. */}
      <NextStepContext value={null}>
        <FixedBottomBar label={contractCopy.barLabel} start={status}>
          <Button variant="default" onClick={() => void onCheck()} loading={vm.checking} disabled={vm.saving}>
            {contractCopy.check}
          </Button>
          {vm.isSavedAsShown && !vm.form.isDirty && next && 'to' in next ? (
            <Button component={IntentLink} to={next.to} plain>
              {contractCopy.next}
            </Button>
          ) : (
            // While 새 컨트랙트 배포 is open, its 배포 is the screen's one filled action.
            <Button
              type="submit"
              form={FORM_ID}
              variant={deploy.open ? 'default' : 'filled'}
              loading={vm.saving}
              disabled={vm.checking || locked}
            >
              {contractCopy.save}
            </Button>
          )}
        </FixedBottomBar>
      </NextStepContext>
      <LeaveGuard when={vm.form.isDirty} />
    </Stack>
  );
});
