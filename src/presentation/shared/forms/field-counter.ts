import { formCopy } from '../copy/form-copy';

type WrapperPart = 'label' | 'input' | 'description' | 'error';

/** Mantine's order of a field's parts with the description (the counter) under the input, above the error. */
export const counterBelowInput: WrapperPart[] = ['label', 'input', 'description', 'error'];

/**
 * The props of a text field's length counter, the same in every form: `38 / 10,000자` under the input.
 * Spread onto a TextInput or Textarea: `{...fieldCounter(values.title, LIMIT)}`.
 */
export function fieldCounter(text: string, max: number): { description: string; inputWrapperOrder: WrapperPart[] } {
  return { description: formCopy.counter(text.length, max), inputWrapperOrder: counterBelowInput };
}
