import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent } from 'react';
import { meCopy } from '../shared/copy/me-copy';
import type { InfoViewModel } from './info-view-model';

/** 휴대폰 번호 등록 (the first) or 변경: checked on blur and on submit with the phone rule's own message. */
export const PhoneForm = observer(function PhoneForm({ vm }: { vm: InfoViewModel }) {
  const input = useRef<HTMLInputElement>(null);
  const words = vm.phoneCopy;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await vm.savePhone();
    if (!saved && vm.phoneError) input.current?.focus();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="phone-form-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="phone-form-title">
          {words.section}
        </Title>
        <Group align="flex-start" gap="sm">
          <TextInput
            ref={input}
            label={words.label}
            description={meCopy.info.phoneHint}
            placeholder={meCopy.info.phonePlaceholder}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={13}
            value={vm.phone}
            error={vm.phoneError}
            onChange={(event) => vm.setPhone(event.currentTarget.value)}
            onBlur={vm.blurPhone}
            disabled={vm.saving}
            style={{ flex: 1, minWidth: 220, maxWidth: 400 }}
          />
        </Group>
        <Group>
          <Button type="submit" loading={vm.saving}>
            {words.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
});
