import { josa } from 'es-hangul';

/** The particles the copy uses; es-hangul chooses the form from how the word ends. */
export type Particle = '이/가' | '을/를' | '은/는' | '으로/로' | '와/과';

// "이더리움 세폴리아 (테스트넷)으로": the particle follows the last syllable read, inside the brackets too;
// only the closing marks themselves are skipped.
const trailingMarks = /[^\p{L}\p{N}]+$/u;
const digitSyllables = '영일이삼사오육칠팔구';
// 10 십, 100 백, 1,000 천, 10,000 만 … 억: the syllable a number ending in zeros is read with.
const zeroSyllables = ['', '십', '백', '천', '만', '만', '만', '만', '억', '억', '억', '억', '조'];

/** What the particle follows as it is read aloud: "드롭 3" ends in 삼, "시즌 10" in 십. */
function spokenEnd(word: string): string {
  const text = word.replace(trailingMarks, '');
  const number = /(\d+)$/.exec(text)?.[1];
  if (!number) return text;
  const significant = number.replace(/0+$/, '');
  if (!significant) return '영';
  const zeros = number.length - significant.length;
  return zeros === 0 ? digitSyllables[Number(significant.at(-1))]! : (zeroSyllables[zeros] ?? '조');
}

/** A word with its particle: 루니버스로, 이더리움으로, 달빛 작업실을 (never "(으)로", "을(를)"). */
export function withParticle(word: string, particle: Particle): string {
  return `${word}${josa.pick(spokenEnd(word), particle)}`;
}

/** A name in quotes with its particle, as toasts name what they acted on: ‘서울의 밤’을. */
export function quoted(name: string, particle?: Particle): string {
  return `‘${name}’${particle ? josa.pick(spokenEnd(name), particle) : ''}`;
}

const numberFormat = new Intl.NumberFormat('ko-KR');

/** Counts with thousands separators: 1,000. */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}
