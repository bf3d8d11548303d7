import { describe, expect, it } from 'vitest';
import { FakeAuctionsApi } from '../../../tests/fakes/fake-auctions-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { ValidationError } from '../errors/app-error';
import { SaveAuctionDescription } from './save-auction-description';

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

describe('SaveAuctionDescription', () => {
  it('given valid fields, when saved as a draft, then they are sent trimmed and a DRAFT comes back', async () => {
    const api = new FakeCreatorsServer();
    const saved = await new SaveAuctionDescription(new FakeAuctionsApi(api)).execute(input);
    expect(saved).toMatchObject({ title: '밤의 도시', status: 'DRAFT' });
    expect(api.callsOf('submitAuctionDescription')[0]![0]).toMatchObject({ title: '밤의 도시' });
  });

  it('given a bad X link, then a ValidationError with the spec message and the dot path, and nothing is sent', async () => {
    const api = new FakeCreatorsServer();
    const bad = { ...input, links: { ...input.links, x: 'twitter.com/a' } };
    const error = await new SaveAuctionDescription(new FakeAuctionsApi(api)).execute(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ userMessage: '유효하지 않은 X 링크입니다.', field: 'links.x' });
    expect(api.callsOf('submitAuctionDescription')).toHaveLength(0);
  });
});
