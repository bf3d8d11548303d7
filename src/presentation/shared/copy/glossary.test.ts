import { describe, expect, it } from 'vitest';
import { catalogueTexts, catalogues } from '../../../../tests/support/catalogue-texts';
import { globalValidationMessages } from '../../../domain/validation/messages';
import { validationMessages } from '../../../domain/validation/rules';
import { copyProblems, rejectedForms, rejectedVoice, terms } from './glossary-terms';
import { formCopy } from './form-copy';
import { meCopy } from './me-copy';

const texts = catalogueTexts();
// Requirements §5's own messages keep their spelling byte for byte, 해주세요 included.
const specMessages = [globalValidationMessages.required, validationMessages.phoneNumber];
const ownWords = (text: string) => specMessages.reduce((rest, message) => rest.replaceAll(message, ''), text);
const listed = (found: { catalogue: string; text: string }[]) =>
  found.map(({ catalogue, text }) => `${catalogue}: ${text}`);

/** The lines the Korean review found, one per rejected term or form: each must be caught. */
const reviewedLines = [
  '에디션 편집',
  '에디션 토큰 저장하기',
  '에디션 · 작품',
  '메타데이터를 제출했습니다.',
  '크리에이터 추가',
  '앱스트랙트 테스트넷',
  '1행 이미지: 이미지 필요: ‘1.png’ 파일을 끌어다 놓아 주세요.',
  '오류: 내용을 작성해주세요.',
  '만듦',
  '외 3건은 "오류만" 보기에서 확인해 주세요.',
  '오전 9:04까지 입력한 내용을 복원할 수 있습니다.',
  '임시 저장된 내용을 복원할 수 있습니다.',
  '제출해야 검토를 거쳐 공개됩니다.',
];

describe('glossary', () => {
  it('reads every catalogue (the app’s, the domain’s messages, the local API’s, index.html)', () => {
    expect(Object.keys(catalogues)).toEqual(
      expect.arrayContaining([
        'auctionCopy',
        'editionsCopy',
        'metadataCopy',
        'setupCopy',
        'errors',
        'localApiMessages',
        'domainMessages',
        'indexHtml',
      ]),
    );
    expect(texts.length).toBeGreaterThan(800);
    expect(texts.filter(({ catalogue }) => catalogue === 'indexHtml').map(({ text }) => text)).toContain(
      'Creators Lab을 사용하려면 브라우저에서 JavaScript를 켜 주세요.',
    );
  });

  it.each(terms.filter((t) => t.rejected.length > 0).map((t) => [t.term, t] as const))(
    'no catalogue says a rejected synonym of %s',
    (_term, { rejected }) => {
      const found = texts.filter(({ text }) =>
        rejected.some((word) => (typeof word === 'string' ? text.includes(word) : word.test(text))),
      );
      expect(listed(found)).toEqual([]);
    },
  );

  it.each(rejectedForms.map((f) => [f.use, f] as const))('no catalogue has a machine-like line: %s', (use) => {
    const found = texts.filter(({ text }) => copyProblems(text).some((problem) => problem.endsWith(use)));
    expect(listed(found)).toEqual([]);
  });

  it.each(rejectedVoice.map((v) => [v.use, v] as const))('every catalogue keeps one voice: %s', (_use, { form }) => {
    const found = texts.filter(({ text }) => form.test(ownWords(text)));
    expect(listed(found)).toEqual([]);
  });

  it('a first phone number is 등록; only a number already there is 변경', () => {
    const first = meCopy.info.phoneForm(false);
    const change = meCopy.info.phoneForm(true);
    for (const text of [first.section, first.save, first.saved, first.failed]) expect(text).toMatch(/등록/);
    for (const text of [first.section, first.save, first.saved, first.failed]) expect(text).not.toMatch(/변경/);
    for (const text of [change.section, change.save, change.saved]) expect(text).toMatch(/변경/);
  });

  it('a restore offer says what it restores and from when, not until when', () => {
    const offer = formCopy.draftFoundBody('오전 9:04');
    expect(offer).toContain('오전 9:04에');
    expect(offer).not.toMatch(/까지/);
  });

  it('fails on each rejected term and form the review found (the check itself can fail)', () => {
    for (const line of reviewedLines) expect(copyProblems(line), line).not.toEqual([]);
    for (const sample of [
      '경매 설명을 제출할까요?',
      '행을 추가하거나 파일을 가져오세요.',
      '다시 로그인해주세요.',
      '처음 이용하시네요.',
      '런치패드를 만들고 차례로 채우세요.',
    ]) {
      expect(
        rejectedVoice.some(({ form }) => form.test(sample)),
        sample,
      ).toBe(true);
    }
    expect(rejectedVoice.some(({ form }) => form.test(ownWords(globalValidationMessages.required)))).toBe(false);
    // The allowed neighbours of a rejected word pass.
    for (const line of [
      '컬렉션 메타데이터를 제출했습니다.',
      '토큰 메타데이터 파일',
      '‘배경: 파랑; 눈: 초록’처럼 입력합니다.',
    ])
      expect(copyProblems(line), line).toEqual([]);
  });
});
