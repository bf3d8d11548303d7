import { describe, expect, it } from 'vitest';
import { catalogueTexts, catalogues } from '../../../../tests/support/catalogue-texts';
import { globalValidationMessages } from '../../../domain/validation/messages';
import { validationMessages } from '../../../domain/validation/rules';
import { rejectedVoice, terms } from './glossary';

const texts = catalogueTexts();
// Requirements §5's own messages keep their spelling byte for byte, 해주세요 included.
const specMessages = [globalValidationMessages.required, validationMessages.phoneNumber];
const ownWords = (text: string) => specMessages.reduce((rest, message) => rest.replaceAll(message, ''), text);

describe('glossary', () => {
  it('reads every catalogue (the app’s, the domain’s messages, the local API’s)', () => {
    expect(Object.keys(catalogues)).toEqual(
      expect.arrayContaining(['auctionCopy', 'editionsCopy', 'metadataCopy', 'localApiMessages', 'domainMessages']),
    );
    expect(texts.length).toBeGreaterThan(600);
  });

  it.each(terms.map((t) => [t.term, t] as const))(
    'no catalogue says a rejected synonym of %s',
    (_term, { rejected }) => {
      const found = texts.filter(({ text }) => rejected.some((word) => text.includes(word)));
      expect(found.map(({ catalogue, text }) => `${catalogue}: ${text}`)).toEqual([]);
    },
  );

  it.each(rejectedVoice.map((v) => [v.use, v] as const))('every catalogue keeps one voice: %s', (_use, { form }) => {
    const found = texts.filter(({ text }) => form.test(ownWords(text)));
    expect(found.map(({ catalogue, text }) => `${catalogue}: ${text}`)).toEqual([]);
  });

  it('fails on a rejected synonym or another voice (the check itself can fail)', () => {
    expect(
      terms.some(({ rejected }) => rejected.some((word) => '임시 저장된 내용을 복원할 수 있습니다.'.includes(word))),
    ).toBe(true);
    expect(
      terms.some(({ rejected }) => rejected.some((word) => '제출해야 검토를 거쳐 공개됩니다.'.includes(word))),
    ).toBe(true);
    for (const sample of [
      '경매 설명을 제출할까요?',
      '행을 추가하거나 파일을 가져오세요.',
      '다시 로그인해주세요.',
      '처음 이용하시네요.',
    ]) {
      expect(
        rejectedVoice.some(({ form }) => form.test(sample)),
        sample,
      ).toBe(true);
    }
    expect(rejectedVoice.some(({ form }) => form.test(ownWords(globalValidationMessages.required)))).toBe(false);
  });
});
