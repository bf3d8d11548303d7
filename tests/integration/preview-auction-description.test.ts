import { describe, expect, it } from 'vitest';
import { createTestContainer } from '../support/test-container';
import { PreviewAuctionDescription } from '../../src/application/auctions/preview-auction-description';

describe('PreviewAuctionDescription', () => {
  it('asks for a fresh key and answers the address of its public page under the creators API', async () => {
    const { api, container } = createTestContainer({ config: { creatorsApiUrl: 'https://api.example' } });
    const url = await container.get(PreviewAuctionDescription).execute(1);
    expect(api.callsOf('createAuctionPreviewKey')).toEqual([[1]]);
    expect(url).toMatch(/^https:\/\/api\.example\/local\/auction-preview\/preview-1-\d+$/);
  });
});
