import { afterEach, describe, expect, it, vi } from 'vitest';
import { pastDraftDelay } from '../../../tests/support/draft-wait';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import {
  savedDescription,
  startAuctionDescription as makeSut,
  startAuctionOn,
} from '../../../tests/support/auction-description-kit';
import { NetworkError } from '../../application/errors/app-error';
import { launchpadKeys } from '../../application/reads/launchpad-reads';
import { fieldId, itemFieldId } from './auction-field-ids';

const DRAFT_KEY = 'draft:creator:auction-description:1:tab-a';

afterEach(() => vi.useRealTimers());

describe('AuctionDescriptionViewModel', () => {
  it('given a saved description, when started, then the form holds it and nothing is unsaved', async () => {
    const { vm, stop } = await makeSut({ setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]) });
    expect(vm.status).toBe('ready');
    expect(vm.form.values.title).toBe('서울의 밤');
    expect(vm.form.values.items.map((item) => item.name)).toEqual(['첫 작품', '둘째 작품']);
    expect(vm.form.isDirty).toBe(false);
    expect(vm.prefilled).toBe(false);
    stop();
  });

  it('given nothing saved on a single-edition launchpad, then the items come from its tokens and the title from its name', async () => {
    const { vm, api, stop } = await makeSut({
      setup: ({ api }) =>
        api.singleTokens.set(1, [
          {
            tokenId: 1,
            name: '토큰 하나',
            description: '설명 하나',
            imageUrl: '/local/uploads/one.png',
            attributes: [],
          },
          { tokenId: 2, name: '토큰 둘', description: '', imageUrl: null, attributes: [] },
        ]),
    });
    expect(api.callsOf('getContractMetadata')).toEqual([[1]]);
    expect(vm.status).toBe('ready');
    expect(vm.prefilled).toBe(true);
    expect(vm.form.values.title).toBe('서울의 밤 컬렉션');
    expect(vm.form.values.items).toEqual([
      { key: 'saved-0', name: '토큰 하나', description: '설명 하나', imageUrl: '/local/uploads/one.png' },
      { key: 'saved-1', name: '토큰 둘', description: '', imageUrl: null },
    ]);
    stop();
  });

  it('given nothing saved on a multi-edition launchpad, then its one edition is the item', async () => {
    const { vm, api, stop } = await makeSut({
      launchpadId: 2,
      setup: ({ api }) =>
        api.multiMetadata.set(2, {
          launchpadId: 2,
          name: '여름 굿즈',
          description: '',
          imageUrl: '/local/uploads/cover.png',
          year: 2026,
          links: { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' },
          tokenName: '여름 에디션',
          tokenDescription: '한정판',
          mediaUrl: '/local/uploads/media.png',
          supply: 50,
          status: 'SUBMITTED',
          submittedAt: null,
          updatedAt: null,
        }),
    });
    expect(api.callsOf('getMultiMetadata')).toEqual([[2]]);
    expect(vm.form.values.items).toEqual([
      { key: 'saved-0', name: '여름 에디션', description: '한정판', imageUrl: '/local/uploads/media.png' },
    ]);
    stop();
  });

  it('given the collection cannot be read, then the form still opens with no items and the failure is reported', async () => {
    const { vm, reporter, stop } = await makeSut({
      // The frame's read fails, and so does the opening's read of the collection after it.
      setup: ({ api }) => [1, 2].forEach(() => api.failNext(new NetworkError('down'), 'getContractMetadata')),
    });
    expect(vm.status).toBe('ready');
    expect(vm.form.values.items).toEqual([]);
    expect(reporter.reports[0]?.context).toMatchObject({ action: 'prefill-items' });
    stop();
  });

  it('given bad fields, when 임시저장 is pressed, then every reason shows in place, nothing is sent and focus goes to the first', async () => {
    const { vm, api, stop } = await makeSut({ setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]) });
    vm.form.set('youtube', 'youtube.com');
    vm.form.set('kakaoTalk', 'kakao.com/x');
    vm.items.set('saved-1', 'name', '   ');
    expect(await vm.saveDraft()).toBeNull();
    expect(vm.form.message('youtube')).toBe('유효하지 않은 유튜브 링크입니다.');
    expect(vm.form.message('kakaoTalk')).toBe('유효하지 않은 카카오톡 링크입니다.');
    expect(vm.items.error('saved-1', 'name')).toBe('내용을 작성해주세요.');
    expect(vm.firstInvalidId).toBe(itemFieldId('saved-1', 'name'));
    expect(vm.form.values.youtube).toBe('youtube.com');
    expect(api.callsOf('submitAuctionDescription')).toHaveLength(0);

    vm.items.set('saved-1', 'name', '고친 이름');
    expect(vm.items.error('saved-1', 'name')).toBeUndefined();
    expect(vm.firstInvalidId).toBe(fieldId('youtube'));
    stop();
  });

  it('given 임시저장, then a DRAFT is kept on the server, the form is clean and the cache holds it', async () => {
    const { vm, api, queryClient, notices, stop } = await makeSut();
    vm.form.set('artistName', '김하늘');
    vm.form.set('projectInfo', '첫 줄\n둘째 줄');
    const saved = await vm.saveDraft();
    expect(saved?.status).toBe('DRAFT');
    expect(api.auctionDescriptions[0]).toMatchObject({
      artistName: '김하늘',
      projectInfo: '첫 줄\n둘째 줄',
      status: 'DRAFT',
    });
    expect(vm.form.isDirty).toBe(false);
    expect(queryClient.getQueryData(launchpadKeys.auctionDescriptions(1))).toEqual([saved]);
    expect(notices.shown.at(-1)).toEqual({ kind: 'success', message: '임시저장했습니다.' });
    stop();
  });

  it('given a blank title and artist name, then 임시저장 keeps them as a DRAFT, but 저장 refuses them at the fields', async () => {
    const { vm, api, stop } = await makeSut();
    vm.form.set('title', '');
    vm.form.set('artistName', '   ');
    const saved = await vm.saveDraft();
    expect(saved?.status).toBe('DRAFT');
    expect(api.auctionDescriptions[0]).toMatchObject({ title: '', artistName: '', status: 'DRAFT' });
    expect(vm.form.message('artistName')).toBeUndefined();

    expect(await vm.save()).toBeNull();
    expect(vm.form.message('title')).toBe('내용을 작성해주세요.');
    expect(vm.form.message('artistName')).toBe('내용을 작성해주세요.');
    expect(api.callsOf('submitAuctionDescription')).toHaveLength(1);
    stop();
  });

  it('given every field right, when 저장 is pressed, then a complete DRAFT is kept: the launch stays 작성 중 and nothing says it was submitted or is done', async () => {
    const { vm, api, notices, stop } = await makeSut({
      setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]),
    });
    vm.form.set('summary', '고친 소개');
    const saved = await vm.save();
    expect(saved?.status).toBe('DRAFT');
    expect(api.callsOf('submitAuctionDescription').at(-1)?.[0]).toMatchObject({
      temporary: true,
      summary: '고친 소개',
    });
    expect(api.launchpad(1).status).toBe('DRAFT');
    expect(notices.shown.at(-1)).toEqual({ kind: 'success', message: '경매 설명을 저장했습니다.' });
    expect(vm.inReview).toBe(false);
    stop();
  });

  it('given a launch under 심사, then 저장 submits the change (it goes back to 심사) and says so', async () => {
    const { vm, api, notices, stop } = await makeSut({
      setup: ({ api }) => ((api.auctionDescriptions = [savedDescription()]), (api.launchpad(1).status = 'IN_REVIEW')),
    });
    expect(vm.inReview).toBe(true);
    vm.form.set('summary', '심사 중에 고침');
    expect((await vm.save())?.status).toBe('SUBMITTED');
    expect(api.callsOf('submitAuctionDescription').at(-1)?.[0]).toMatchObject({ temporary: false });
    expect(notices.shown.at(-1)?.message).toBe('경매 설명을 저장했습니다. 바뀐 내용이 다시 심사를 받습니다.');
    stop();
  });

  it('given a bad link, then 저장 sends nothing and the rule shows at the field', async () => {
    const { vm, api, stop } = await makeSut({ setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]) });
    vm.form.set('website', 'http://plain.example');
    expect(await vm.save()).toBeNull();
    expect(vm.form.message('website')).toBe('올바른 형식의 링크를 입력해 주세요.');
    expect(api.callsOf('submitAuctionDescription')).toHaveLength(0);
    stop();
  });

  it('given unchanged saved content, when 미리보기, then no question and the URL of a fresh key', async () => {
    const { vm, api, stop } = await makeSut({ setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]) });
    expect(vm.askPreview()).toBe(false);
    const url = await vm.previewUrl(false);
    expect(url).toMatch(/^\/local\/auction-preview\/preview-1-\d+$/);
    expect(api.callsOf('createAuctionPreviewKey')).toEqual([[1]]);
    expect(api.callsOf('submitAuctionDescription')).toHaveLength(0);
    stop();
  });

  it('given unsaved changes, when 미리보기, then it asks; 임시저장 후 미리보기 saves a draft before taking the key', async () => {
    const { vm, api, stop } = await makeSut({ setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]) });
    vm.form.set('title', '새 제목');
    expect(vm.askPreview()).toBe(true);
    expect(vm.preview.question).toEqual({ nothingSaved: false });
    const url = await vm.previewUrl(true);
    expect(url).not.toBeNull();
    expect(vm.preview.question).toBeNull();
    expect(
      api.calls
        .map((c) => c.method)
        .filter((m) => m !== 'getUserInfo' && !m.startsWith('get') && !m.startsWith('list')),
    ).toEqual(['submitAuctionDescription', 'createAuctionPreviewKey']);
    expect(api.auctionDescriptions[0]).toMatchObject({ title: '새 제목', status: 'DRAFT' });
    stop();
  });

  it('given nothing saved yet, then 미리보기 asks, saying a draft comes first', async () => {
    const { vm, stop } = await makeSut();
    expect(vm.askPreview()).toBe(true);
    expect(vm.preview.question).toEqual({ nothingSaved: true });
    stop();
  });

  it('given the key cannot be made, then no URL, a toast says so and it is reported', async () => {
    const { vm, api, notices, reporter, stop } = await makeSut({
      setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]),
    });
    api.failNext(new NetworkError('down'), 'createAuctionPreviewKey');
    expect(await vm.previewUrl(false)).toBeNull();
    expect(notices.shown.at(-1)).toMatchObject({ kind: 'failure', message: '미리보기를 열지 못했습니다.' });
    expect(reporter.reports).toHaveLength(1);
    stop();
  });

  it('given typing, when the page is reloaded, then the draft is offered and restore brings the items back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const kit = createPersonalTestContainer();
    kit.api.auctionDescriptions = [savedDescription()];
    const { vm: first, stop: stopFirst } = await startAuctionOn(kit, 1);
    await vi.runAllTimersAsync();
    first.form.set('summary', '밤의 도시를 그립니다');
    first.items.move('saved-1', -1);
    await pastDraftDelay();
    expect(kit.draftStore.read(DRAFT_KEY)?.value).toMatchObject({ summary: '밤의 도시를 그립니다' });
    stopFirst();

    const { vm: again, stop: stopAgain } = await startAuctionOn(kit, 1);
    await vi.runAllTimersAsync();
    expect(again.form.values.summary).toBe('');
    expect(again.form.draft.offer?.value.summary).toBe('밤의 도시를 그립니다');
    again.form.draft.restore();
    expect(again.form.values.summary).toBe('밤의 도시를 그립니다');
    expect(again.form.values.items.map((item) => item.name)).toEqual(['둘째 작품', '첫 작품']);
    stopAgain();
  });
});
