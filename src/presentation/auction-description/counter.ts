/** A field's length against its limit, e.g. `38 / 10,000`. */
export function counter(text: string, max: number): string {
  return `${text.length.toLocaleString('ko-KR')} / ${max.toLocaleString('ko-KR')}`;
}
