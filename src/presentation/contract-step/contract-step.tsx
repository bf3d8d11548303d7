import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useContext, useRef, type FormEvent } from 'react';
import { contractCopy } from '../shared/copy/workspace-copy';
import { useViewModel } from '../shared/di/container-context';
import { ConflictDialog } from '../shared/forms/conflict-dialog';
import { DraftRestoreBanner } from '../shared/forms/draft-restore-banner';
import { FixedBottomBar, FixedBottomBarSpacer } from '../shared/forms/fixed-bottom-bar';
import { LeaveGuard } from '../shared/forms/leave-guard';
import { NextStepContext, useStepLead } from '../shared/forms/next-step';
import { IntentLink } from '../shared/navigation/intent-link';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import { AddressForm, CONTRACT_FORM_ID, DEPLOY_WAITS_ID } from './address-form';
import { ChainSetting } from './chain-setting';
import { ContractCheckPanel } from './contract-check-panel';
import type { ContractStepViewModel } from './contract-step-view-model';
import { DeployPanel } from './deploy-panel';
import { DeployViewModel } from './deploy-view-model';
import { SavedContractPanel } from './saved-contract-panel';
import { WalletHint } from './wallet-hint';

/**
 * Step 1 (컨트랙트): the launchpad's chain (a setting), the address or the kept contract in one block, the
 * deploy, what the chain says about a typed address, and the action bar.
 */
export const ContractStep = observer(function ContractStep({
  vm,
  page,
}: {
  vm: ContractStepViewModel;
  page: LaunchpadPage;
}) {
  const { launchpad } = page;
  const next = useContext(NextStepContext);
  // The rule of every step's bar: 저장 leads while something is unsaved; once kept as shown, 다음 단계, or
  // the side card's 심사 요청 once the launch can go to review.
  const lead = useStepLead(vm.form.isDirty || !vm.isSavedAsShown || vm.replacing);
  const addressInput = useRef<HTMLInputElement>(null);
  const deploy = useViewModel(
    DeployViewModel,
    // The page, not the launchpad: a chain changed meanwhile is the one a deploy goes to.
    (model) => model.start(page, (done) => vm.adoptDeployed(done.saved, done.check)),
    [launchpad.id],
  );
  // Under 심사 and from 승인됨 on the contract and chain are fixed (the launch lifecycle): the frame's
  // notice says why, and nothing that would be refused is offered (nor hints about how to do it).
  const locked = !page.canChange('contract');
  const waiting = deploy.progress.underWay;
  const busy = vm.saves.busy;
  const checking = vm.checks.checking;
  const kept = vm.savedContract;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await vm.save();
    if (!saved && vm.addressError) addressInput.current?.focus();
  };
  const onCheck = async () => {
    await vm.check();
    if (vm.addressError) addressInput.current?.focus();
  };

  const status = checking ? (
    <Text size="sm" c="dimmed" role="status">
      <Loader size="xs" mr={8} />
      {contractCopy.checking(vm.chainName)}
    </Text>
  ) : kept ? (
    <Text size="sm" c="dimmed" role="status">
      {vm.isSavedAsShown ? contractCopy.savedStatus : contractCopy.unsavedChange}
    </Text>
  ) : null;

  return (
    <Stack gap="xl">
      {!locked && <DraftRestoreBanner draft={vm.form} />}
      {/* The deploy card says the same in place while it is open. */}
      {!locked && !deploy.open && <WalletHint link={deploy.link} />}
      <Stack gap="md" component="section" aria-labelledby="contract-step-title">
        <div>
          <Title order={2} size="h3" id="contract-step-title">
            {contractCopy.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {contractCopy.intro}
          </Text>
        </div>
        <ChainSetting page={page} deployUnderWay={waiting} />
        {vm.showsField ? (
          <AddressForm
            vm={vm}
            kind={launchpad.collectionType}
            inputRef={addressInput}
            locked={locked}
            deployUnderWay={waiting}
            onDeploy={!kept && !locked && !deploy.open ? () => deploy.setOpen(true) : null}
            onSubmit={(event) => void onSubmit(event)}
          />
        ) : (
          <>
            <SavedContractPanel vm={vm} link={deploy.link} />
            {!locked && (
              <Group>
                <Button variant="subtle" size="compact-sm" onClick={() => vm.setReplacing(true)}>
                  {contractCopy.replace}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      {/* 새 컨트랙트 배포 only while no contract is kept (or while its own deploy shows how it went). */}
      {(!kept || deploy.progress.step !== null) && <DeployPanel deploy={deploy} launchpad={launchpad} />}
      {vm.showsField && <ContractCheckPanel vm={vm} />}
      <FixedBottomBarSpacer />
      {/* Its own 다음 단계 (filled, once the contract is kept as shown) is the frame's next step: the bar adds none. */}
      <NextStepContext value={null}>
        <FixedBottomBar label={contractCopy.barLabel} start={status}>
          {vm.showsField && (
            <Button variant="default" onClick={() => void onCheck()} loading={checking} disabled={busy || waiting}>
              {contractCopy.check}
            </Button>
          )}
          {lead !== 'save' && next && 'to' in next ? (
            <Button component={IntentLink} to={next.to} variant={lead === 'review' ? 'outline' : 'filled'} plain>
              {contractCopy.next}
            </Button>
          ) : (
            // While 새 컨트랙트 배포 is open, its 배포 is the screen's one filled action.
            <Button
              type="submit"
              form={CONTRACT_FORM_ID}
              variant={deploy.open ? 'default' : 'filled'}
              loading={busy}
              disabled={checking || locked || waiting || !vm.showsField}
              aria-describedby={waiting ? DEPLOY_WAITS_ID : undefined}
            >
              {contractCopy.save}
            </Button>
          )}
        </FixedBottomBar>
      </NextStepContext>
      <ConflictDialog
        conflict={vm.saves.conflict}
        onOverwrite={() => void vm.overwriteConflict()}
        onLoadLatest={vm.saves.conflict.loadLatest}
        busy={vm.saves.busy}
      />
      <LeaveGuard when={vm.form.isDirty} />
    </Stack>
  );
});
