import { describe, expect, it } from 'vitest';
import {
  png,
  savedDescription,
  startAuctionDescription as makeSut,
} from '../../../tests/support/auction-description-kit';
import { ValidationError } from '../../application/errors/app-error';
import { storedImageError } from './auction-items-editor';

/** The items of the auction description, through its view-model (vm.items): order, rules, images. */
describe('AuctionDescriptionViewModel items', () => {
  it('given an item image saved under older rules, then it is kept as stored and flagged at its item; a good link is not', async () => {
    const { vm, stop } = await makeSut({
      setup: ({ api }) =>
        api.singleTokens.set(1, [
          { tokenId: 1, name: '옛 링크', description: '', imageUrl: 'http://old.example/1.png', attributes: [] },
          { tokenId: 2, name: '새 링크', description: '', imageUrl: 'https://cdn.example.com/2.png', attributes: [] },
        ]),
    });
    const [old, good] = vm.form.values.items;
    expect(old?.imageUrl).toBe('http://old.example/1.png');
    expect(storedImageError(old!)).toContain('https://, ipfs://, ar://');
    expect(storedImageError(good!)).toBeUndefined();
    vm.items.removeImage(old!.key);
    expect(storedImageError(vm.form.values.items[0]!)).toBeUndefined();
    stop();
  });

  it('given items, when added, moved and removed, then the order follows and each change is announced', async () => {
    const { vm, stop } = await makeSut({ setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]) });
    const added = vm.items.add()!;
    expect(vm.form.values.items.map((item) => item.key)).toEqual(['saved-0', 'saved-1', added]);
    expect(vm.items.announcement).toBe('작품 3을 추가했습니다.');

    vm.items.move(added, -1);
    expect(vm.form.values.items.map((item) => item.key)).toEqual(['saved-0', added, 'saved-1']);
    expect(vm.items.announcement).toBe('작품 3을 2번 자리로 옮겼습니다.');
    vm.items.move('saved-0', -1);
    expect(vm.form.values.items[0]?.key).toBe('saved-0');

    vm.items.remove('saved-0');
    expect(vm.form.values.items.map((item) => item.key)).toEqual([added, 'saved-1']);
    expect(vm.items.announcement).toBe('작품 1을 삭제했습니다.');
    expect(vm.form.isDirty).toBe(true);
    stop();
  });

  it('given 100 items, then no more can be added', async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ name: `작품 ${i + 1}`, description: '', imageUrl: null }));
    const { vm, stop } = await makeSut({
      setup: ({ api }) => (api.auctionDescriptions = [savedDescription({ items })]),
    });
    expect(vm.items.canAdd).toBe(false);
    expect(vm.items.add()).toBeNull();
    expect(vm.form.values.items).toHaveLength(100);
    stop();
  });

  it('given the server refuses an item field, then its message shows at that item and the typing stays', async () => {
    const { vm, api, reporter, stop } = await makeSut({
      setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]),
    });
    vm.items.set('saved-1', 'description', '서버가 거절할 설명');
    api.failNext(new ValidationError('허용되지 않는 내용입니다.', 'items.1.description'), 'submitAuctionDescription');
    expect(await vm.saveDraft()).toBeNull();
    expect(vm.items.error('saved-1', 'description')).toBe('허용되지 않는 내용입니다.');
    expect(vm.form.values.items[1]?.description).toBe('서버가 거절할 설명');
    expect(reporter.reports).toHaveLength(1);

    api.failNext(new ValidationError('유효하지 않은 X 링크입니다.', 'links.x'), 'submitAuctionDescription');
    await vm.saveDraft();
    expect(vm.form.message('x')).toBe('유효하지 않은 X 링크입니다.');
    stop();
  });

  it('given an image for an item, then it is uploaded and its URL becomes the item image; a wrong file is refused before sending', async () => {
    const { vm, api, stop } = await makeSut({ setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]) });
    await vm.items.chooseImage('saved-0', new File(['hi'], 'note.txt', { type: 'text/plain' }));
    expect(vm.items.images.errors.get('saved-0')).toBe('PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.');
    expect(api.callsOf('uploadImage')).toHaveLength(0);

    await vm.items.chooseImage('saved-0', png());
    expect(vm.items.images.errors.get('saved-0')).toBeUndefined();
    expect(vm.form.values.items[0]?.imageUrl).toMatch(/^\/local\/uploads\/\d+-art\.png$/);
    expect(vm.items.images.busy).toBe(false);

    vm.items.removeImage('saved-0');
    expect(vm.form.values.items[0]?.imageUrl).toBeNull();
    stop();
  });

  it('given a file that does not decode, then it is refused before sending', async () => {
    const { vm, api, imageSize, stop } = await makeSut({
      setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]),
    });
    imageSize.next = new Error('broken');
    await vm.items.chooseImage('saved-0', png());
    expect(vm.items.images.errors.get('saved-0')).toBe('이미지를 읽을 수 없습니다. 다른 파일을 선택해 주세요.');
    expect(api.callsOf('uploadImage')).toHaveLength(0);
    stop();
  });
});
