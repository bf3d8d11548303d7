import * as v from 'valibot';

export const globalValidationMessages = {
  notAString: '유효하지 않은 문자열입니다.',
  required: '내용을 작성해주세요.',
  tooShort: (min: number) => `최소 ${min}자 이상 입력해 주세요.`,
  tooLong: (max: number) => `항목이 ${max}자를 넘어갑니다.`,
} as const;

function messageFor(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.input == null) return globalValidationMessages.required;
  if (issue.kind === 'schema' && issue.type === 'string') return globalValidationMessages.notAString;
  if (issue.type === 'min_length') {
    const min = Number(issue.requirement);
    return min === 1 ? globalValidationMessages.required : globalValidationMessages.tooShort(min);
  }
  if (issue.type === 'max_length') return globalValidationMessages.tooLong(Number(issue.requirement));
  // Requirements §5 allows valibot's own wording for every other issue.
  return issue.message;
}

/** Sets valibot's global messages; call once at start-up (and in test setup). Schema-specific messages win. */
export function installValidationMessages(): void {
  v.setGlobalMessage(messageFor);
}
