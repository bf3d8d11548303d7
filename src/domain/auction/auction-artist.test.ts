import { describe, expect, it } from 'vitest';
import { sampleCreator } from '../../../tests/fakes/sample-data';
import { withArtistFilledIn, submittedProfile } from './auction-artist';
import { emptyAuctionForm } from './auction-form';

const noLinks = { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' };
const profile = sampleCreator({
  name: '김하늘',
  youtubeUrl: 'https://youtube.com/@haneul',
  instagramUrl: 'https://instagram.com/haneul.studio',
  xUrl: 'https://x.com/haneul',
  status: 'SUBMITTED',
});

describe('the auction description’s artist fields, filled in', () => {
  it('takes the name from the submitted profile and each link from the metadata first, then the profile', () => {
    const metadataLinks = { ...noLinks, website: 'https://haneul.art', x: 'https://x.com/seoul_nights' };
    const { values, filled } = withArtistFilledIn(emptyAuctionForm, { creators: [profile], metadataLinks });
    expect(values).toMatchObject({
      artistName: '김하늘',
      website: 'https://haneul.art', // metadata only
      youtube: 'https://youtube.com/@haneul', // the metadata has none: the profile's
      instagram: 'https://instagram.com/haneul.studio',
      x: 'https://x.com/seoul_nights', // both have one: the metadata's wins
      kakaoTalk: '',
    });
    expect(filled).toEqual(['artistName', 'website', 'youtube', 'instagram', 'x']);
  });

  it('never changes a field that has a value (typed, kept as a draft or saved)', () => {
    const typed = { ...emptyAuctionForm, artistName: '하람', youtube: 'https://youtube.com/@haram' };
    const { values, filled } = withArtistFilledIn(typed, { creators: [profile], metadataLinks: null });
    expect(values.artistName).toBe('하람');
    expect(values.youtube).toBe('https://youtube.com/@haram');
    expect(filled).toEqual(['instagram', 'x']);
  });

  it('takes nothing from a profile still 작성 중, nor a link today’s rules refuse', () => {
    const draft = { ...profile, status: 'DRAFT' as const };
    const metadataLinks = { ...noLinks, x: 'https://twitter.com/old', website: 'http://insecure.example' };
    const { values, filled } = withArtistFilledIn(emptyAuctionForm, { creators: [draft], metadataLinks });
    expect(values).toEqual(emptyAuctionForm);
    expect(filled).toEqual([]);
  });

  it('of several submitted profiles, uses the last submitted (승인됨 counts as submitted)', () => {
    const older = {
      ...profile,
      id: 2,
      name: '예전 이름',
      status: 'APPROVED' as const,
      submittedAt: '2026-01-01T00:00:00.000Z',
    };
    const newer = { ...profile, id: 3, name: '새 이름', submittedAt: '2026-06-01T00:00:00.000Z' };
    expect(submittedProfile([newer, older])?.name).toBe('새 이름');
    expect(submittedProfile([{ ...profile, status: 'REJECTED' }])).toBeNull();
  });
});
