import { describe, expect, it } from 'vitest';
import { messages as localApiMessages } from '../../local-api/http/messages';
import { launchpadCopy } from '../../src/presentation/shared/copy/launchpad-copy';
import { meCopy } from '../../src/presentation/shared/copy/me-copy';
import { walletCopy } from '../../src/presentation/shared/copy/wallet-copy';
import { quoted, withParticle } from '../../src/presentation/shared/copy/korean';
import { catalogueTexts } from '../support/catalogue-texts';

/** Every text the creator can read (the glossary test's list): catalogues, errors, the API's messages. */
const allTexts = catalogueTexts().map(({ text }) => text);

describe('particles', () => {
  it('are chosen from the word in every text the catalogues render (no "(으)", "을(를)", "이(가)", "와(과)")', () => {
    expect(allTexts.length).toBeGreaterThan(300);
    const hedged = allTexts.filter((text) =>
      /\((으|이|가|을|를|와|과|은|는)\)|\(으\)|을\(를\)|이\(가\)|와\(과\)/.test(text),
    );
    expect(hedged).toEqual([]);
  });

  it.each([
    ['루니버스', '으로/로', '루니버스로'],
    ['이더리움', '으로/로', '이더리움으로'],
    ['달빛 작업실', '으로/로', '달빛 작업실로'],
    ['폴리곤 아모이 (테스트넷)', '으로/로', '폴리곤 아모이 (테스트넷)으로'],
    ['루니버스 (프라이빗 체인)', '을/를', '루니버스 (프라이빗 체인)을'],
    ['‘서울의 밤’', '이/가', '‘서울의 밤’이'],
    ['서울의 밤', '을/를', '서울의 밤을'],
    ['하늘스튜디오', '을/를', '하늘스튜디오를'],
    ['겨울 드롭 3', '을/를', '겨울 드롭 3을'],
    ['겨울 드롭 2', '을/를', '겨울 드롭 2를'],
    ['시즌 10', '이/가', '시즌 10이'],
    ['시즌 7', '으로/로', '시즌 7로'],
    ['에디션 1000', '와/과', '에디션 1000과'],
  ] as const)('%s + %s → %s', (word, particle, expected) => {
    expect(withParticle(word, particle)).toBe(expected);
  });

  it('puts a quoted name’s particle after the closing quote', () => {
    expect(quoted('서울의 밤', '을/를')).toBe('‘서울의 밤’을');
    expect(launchpadCopy.created_('겨울 드롭')).toBe('런치패드 ‘겨울 드롭’을 만들었습니다.');
    expect(meCopy.creators.added('하늘스튜디오')).toBe('크리에이터 ‘하늘스튜디오’를 만들었습니다.');
    expect(walletCopy.switched(walletCopy.chainName(256))).toBe('루니버스 (프라이빗 체인)으로 전환했습니다.');
    expect(localApiMessages.login.signInAs('김하늘')).toBe('김하늘로 로그인');
  });
});
