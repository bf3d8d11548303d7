import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent, Ref } from 'react';
import { deployCopy } from '../shared/copy/deploy-copy';
import { contractCopy } from '../shared/copy/workspace-copy';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import type { ContractStepViewModel } from './contract-step-view-model';

export const CONTRACT_FORM_ID = 'contract-step-form';
export const DEPLOY_WAITS_ID = 'contract-deploy-waits';

/**
 * The address field of step 1, with what sits under it: while no contract is kept, 새 컨트랙트 배포; while
 * another one is being chosen, 바꾸지 않기; while a deploy is under way, why the field waits for it.
 */
export const AddressForm = observer(function AddressForm({
  vm,
  kind,
  inputRef,
  locked,
  deployUnderWay,
  onDeploy,
  onSubmit,
}: {
  vm: ContractStepViewModel;
  kind: CollectionType;
  inputRef: Ref<HTMLInputElement>;
  locked: boolean;
  deployUnderWay: boolean;
  /** Opens 새 컨트랙트 배포; null while it is not offered (a contract is kept, or the card is open). */
  onDeploy: (() => void) | null;
  onSubmit: (event: FormEvent) => void;
}) {
  const busy = vm.saves.busy;
  return (
    <form id={CONTRACT_FORM_ID} noValidate onSubmit={onSubmit}>
      <Stack gap="md" maw={640}>
        <TextInput
          ref={inputRef}
          label={contractCopy.address}
          withAsterisk
          placeholder={contractCopy.addressPlaceholder}
          description={contractCopy.addressHint(kind)}
          autoComplete="off"
          spellCheck={false}
          autoFocus={vm.replacing}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={vm.form.values.address}
          error={vm.addressError}
          disabled={busy || locked || deployUnderWay}
          aria-describedby={deployUnderWay ? DEPLOY_WAITS_ID : undefined}
          onChange={(event) => vm.setAddress(event.currentTarget.value)}
          onBlur={vm.blurAddress}
        />
        {deployUnderWay && (
          <Text size="sm" c="dimmed" id={DEPLOY_WAITS_ID} role="status">
            {contractCopy.waitsForDeploy}
          </Text>
        )}
        {vm.replacing && !locked && (
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={() => vm.setReplacing(false)} disabled={busy}>
              {contractCopy.keep}
            </Button>
          </Group>
        )}
        {onDeploy && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {deployCopy.question}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={onDeploy} disabled={busy}>
              {deployCopy.open}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
});
