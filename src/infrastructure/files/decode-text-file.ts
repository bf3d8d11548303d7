/**
 * A text file's bytes as a string. UTF-8 first (a byte-order mark is dropped); bytes that are not
 * UTF-8 are read as CP949 (`euc-kr` in the Encoding Standard), because Korean Excel saves
 * "CSV (쉼표로 분리)" in it, and reading those as UTF-8 would turn every Hangul letter into U+FFFD.
 */
export function decodeTextFile(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}
