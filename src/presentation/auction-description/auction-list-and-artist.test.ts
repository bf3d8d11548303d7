import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../application/errors/app-error';
import { savedDescription, startAuctionDescription as makeSut } from '../../../tests/support/auction-description-kit';

/** The compact list (reorder, open in place) and the artist fields filled in, through the view-model. */
describe('AuctionDescriptionViewModel: the compact list and the artist fields', () => {
  it('given three items, when one is dropped at another place, then the order follows and the move is announced', async () => {
    const items = ['하나', '둘', '셋'].map((name) => ({ name, description: '', imageUrl: null }));
    const { vm, stop } = await makeSut({
      setup: ({ api }) => (api.auctionDescriptions = [savedDescription({ items })]),
    });
    vm.items.moveTo('saved-2', 0);
    expect(vm.form.values.items.map((item) => item.name)).toEqual(['셋', '하나', '둘']);
    expect(vm.items.announcement).toBe('작품 3을 1번 자리로 옮겼습니다.');
    vm.items.moveTo('saved-2', 0);
    expect(vm.items.announcement).toBe('작품 3을 1번 자리로 옮겼습니다.');
    expect(vm.form.isDirty).toBe(true);
    stop();
  });

  it('opens an added item and an item with a message, and folds one on request', async () => {
    const { vm, stop } = await makeSut({ setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]) });
    expect(vm.items.isExpanded('saved-0')).toBe(false);
    const added = vm.items.add()!;
    expect(vm.items.isExpanded(added)).toBe(true);
    vm.items.toggle(added);
    expect(vm.items.isExpanded(added)).toBe(false);
    expect(await vm.save()).toBeNull(); // the new item has no name
    expect(vm.items.isExpanded(added)).toBe(true);
    expect(vm.items.isExpanded('saved-0')).toBe(false);
    stop();
  });

  it('given nothing saved, then the artist’s name and links come from the submitted profile and the metadata', async () => {
    const { vm, stop } = await makeSut({
      setup: ({ api }) =>
        api.singleMetadata.set(1, {
          launchpadId: 1,
          name: '서울의 밤',
          description: '',
          imageUrl: null,
          year: null,
          links: { website: 'https://haneul.art', youtube: '', instagram: '', x: '', kakaoTalk: '' },
          status: 'DRAFT',
          submittedAt: null,
          updatedAt: null,
        }),
    });
    // The sample's profile 1 (승인됨) has YouTube and Instagram; profile 2 is 작성 중, so its X is not taken.
    expect(vm.form.values).toMatchObject({
      artistName: '김하늘',
      website: 'https://haneul.art',
      youtube: 'https://youtube.com/@haneul',
      instagram: 'https://instagram.com/haneul.studio',
      x: '',
    });
    expect(vm.filledIn).toEqual(['artistName', 'website', 'youtube', 'instagram']);
    expect(vm.showsFilledIn('artistName')).toBe(true);
    vm.form.set('artistName', '하늘');
    expect(vm.showsFilledIn('artistName')).toBe(false);
    stop();
  });

  it('given a saved description, then what it holds stays, only its empty artist fields are filled, and a save makes them its own', async () => {
    const { vm, api, stop } = await makeSut({
      setup: ({ api }) =>
        (api.auctionDescriptions = [
          savedDescription({
            artistName: '',
            links: { ...savedDescription().links, youtube: 'https://youtube.com/@mine' },
          }),
        ]),
    });
    expect(vm.form.values.artistName).toBe('김하늘');
    expect(vm.form.values.youtube).toBe('https://youtube.com/@mine');
    expect(vm.filledIn).toEqual(['artistName', 'instagram']);
    expect(await vm.saveDraft()).not.toBeNull();
    expect(api.auctionDescriptions[0]).toMatchObject({ artistName: '김하늘' });
    expect(vm.filledIn).toEqual([]);
    stop();
  });

  it('given the creator profiles cannot be read, then it opens all the same, with the artist fields as they were, and reports it', async () => {
    const { vm, reporter, stop } = await makeSut({
      setup: ({ api }) => {
        api.auctionDescriptions = [savedDescription({ artistName: '' })];
        api.failNext(new NetworkError('offline'), 'listCreators');
      },
    });
    expect(vm.status).toBe('ready');
    expect(vm.form.values.artistName).toBe('');
    expect(reporter.reports.at(-1)?.context).toMatchObject({ action: 'prefill-artist' });
    stop();
  });
});
