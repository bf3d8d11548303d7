import { describe, expect, it } from 'vitest';
import { createCreatorInputSchema } from '../../../domain/creator/creator';
import { FieldErrors } from './field-errors';
import { NameDialogForm } from './name-dialog-form';

function dialogWith(busy: () => boolean) {
  const errors = new FieldErrors(createCreatorInputSchema, ['name'] as const);
  const resets: number[] = [];
  const dialog: NameDialogForm = new NameDialogForm(
    errors,
    () => ({ name: dialog.name }),
    busy,
    () => resets.push(1),
  );
  return { dialog, resets };
}

describe('NameDialogForm', () => {
  it('given a blank name, then leaving an untouched field says nothing, a typed blank is refused, and checkName says no', () => {
    const { dialog } = dialogWith(() => false);
    dialog.show();
    dialog.blurName();
    expect(dialog.nameError).toBeUndefined();
    dialog.setName('   ');
    dialog.blurName();
    expect(dialog.nameError).toBe('내용을 작성해주세요.');
    expect(dialog.checkName()).toBe(false);
    dialog.setName('김하늘');
    expect(dialog.nameError).toBeUndefined();
    expect(dialog.checkName()).toBe(true);
  });

  it('given a create running, then close waits; once it ended, close empties the name, the error and the other fields', () => {
    let busy = true;
    const { dialog, resets } = dialogWith(() => busy);
    dialog.show();
    dialog.setName(' ');
    dialog.checkName();
    dialog.close();
    expect([dialog.open, dialog.name, resets.length]).toEqual([true, ' ', 0]);
    busy = false;
    dialog.close();
    expect([dialog.open, dialog.name, dialog.nameError, resets.length]).toEqual([false, '', undefined, 1]);
  });
});
