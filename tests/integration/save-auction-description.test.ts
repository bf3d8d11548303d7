import { describe, expect, it } from 'vitest';
import { createTestContainer } from '../support/test-container';
import { ValidationError } from '../../src/application/errors/app-error';
import { launchpadKeys } from '../../src/application/reads/launchpad-reads';
import { SaveAuctionDescription } from '../../src/application/auctions/save-auction-description';
import { LaunchLockedError } from '../../src/application/launchpads/launch-lock';

const input = {
  launchpadId: 1,
  title: '  밤의 도시 ',
  artistName: '김하늘',
  summary: '',
  items: [{ name: '작품 하나', description: '', imageUrl: null }],
  visible: true,
  projectInfo: '',
  links: { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' },
  temporary: true,
};

function makeSut() {
  const { container, api, queryClient } = createTestContainer();
  // The sample's launchpad 1 is on sale (read-only): these descriptions are saved to one 작성 중.
  api.launchpad(1).status = 'DRAFT';
  return { api, queryClient, save: container.get(SaveAuctionDescription) };
}

const rows = [
  { key: 'a', name: '첫 작품', description: '', imageUrl: null },
  { key: 'b', name: '   ', description: '', imageUrl: null },
];

describe('SaveAuctionDescription', () => {
  it('given valid fields, when saved as a draft, then they are sent trimmed and a DRAFT comes back', async () => {
    const { api, save } = makeSut();
    const saved = await save.execute(input);
    expect(saved).toMatchObject({ title: '밤의 도시', status: 'DRAFT' });
    expect(api.callsOf('submitAuctionDescription')[0]![0]).toMatchObject({ title: '밤의 도시' });
  });

  it('given a bad X link, then a ValidationError with the spec message and the dot path, and nothing is sent', async () => {
    const { api, save } = makeSut();
    const bad = { ...input, links: { ...input.links, x: 'twitter.com/a' } };
    const error = await save.execute(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ userMessage: '유효하지 않은 X 링크입니다.', field: 'links.x' });
    expect(api.callsOf('submitAuctionDescription')).toHaveLength(0);
  });

  it("given a save, then the cache holds the saved description as the launchpad's one description", async () => {
    const { queryClient, save } = makeSut();
    const saved = await save.execute(input);
    expect(queryClient.getQueryData(launchpadKeys.auctionDescriptions(1))).toEqual([saved]);
  });

  it('given items, then only the wrong ones have problems, by key and field', () => {
    const { save } = makeSut();
    expect(save.checkItems(rows)).toEqual({ b: { name: '내용을 작성해주세요.' } });
    expect(save.checkItems(rows.slice(0, 1))).toEqual({});
  });

  it('given a server refusal at an item field, then it is placed at the item sent at that position; other paths are not', () => {
    const { save } = makeSut();
    const refusal = new ValidationError('허용되지 않는 내용입니다.', 'items.1.description');
    expect(save.itemRefusal(refusal, rows)).toEqual({
      key: 'b',
      field: 'description',
      message: '허용되지 않는 내용입니다.',
    });
    expect(save.itemRefusal(new ValidationError('x', 'items.5.name'), rows)).toBeNull();
    expect(save.itemRefusal(new ValidationError('x', 'items.0.imageUrl'), rows)).toBeNull();
    expect(save.itemRefusal(new ValidationError('x', 'links.x'), rows)).toBeNull();
    expect(save.itemRefusal(new Error('down'), rows)).toBeNull();
  });

  it('given a launch from 승인됨 on, then neither 임시저장 nor 제출 is sent: refused with the API’s sentence', async () => {
    const { api, queryClient, save } = makeSut();
    api.launchpad(1).status = 'LIVE';
    for (const temporary of [true, false]) {
      const saving = save.execute({ ...input, temporary });
      await expect(saving).rejects.toBeInstanceOf(LaunchLockedError);
      await expect(saving).rejects.toMatchObject({ userMessage: '승인된 뒤에는 런치패드를 수정할 수 없습니다.' });
    }
    expect(api.callsOf('submitAuctionDescription')).toHaveLength(0);
    expect(queryClient.getQueryData(launchpadKeys.auctionDescriptions(1))).toBeUndefined();
  });

  it('given a launch under 심사, then its description still saves (it goes back to 심사)', async () => {
    const { api, save } = makeSut();
    api.launchpad(1).status = 'IN_REVIEW';
    expect(await save.execute(input)).toMatchObject({ status: 'DRAFT' });
  });
});
