/** What creators type between the digits (010-1234-5678, 010 1234 5678); the phone rule itself is digits only. */
const SEPARATORS = /[\s-]/g;

export function normalizePhoneInput(value: string): string {
  return value.replace(SEPARATORS, '');
}
