import { FakeAuctionsApi } from './fake-auctions-api';
import { FakeContractsApi } from './fake-contracts-api';
import { FakeCreatorProfilesApi } from './fake-creator-profiles-api';
import type { FakeCreatorsServer } from './fake-creators-server';
import { FakeEoaApi } from './fake-eoa-api';
import { FakeImageUploadApi } from './fake-image-upload-api';
import { FakeLaunchpadsApi } from './fake-launchpads-api';
import { FakeRefreshApi } from './fake-refresh-api';
import { FakeUserApi } from './fake-user-api';

/** Every area's fake over one server (what the test container binds, one port each). */
export function fakeAreaApis(server: FakeCreatorsServer) {
  return {
    launchpads: new FakeLaunchpadsApi(server),
    contracts: new FakeContractsApi(server),
    auctions: new FakeAuctionsApi(server),
    creatorProfiles: new FakeCreatorProfilesApi(server),
    user: new FakeUserApi(server),
    eoa: new FakeEoaApi(server),
    imageUpload: new FakeImageUploadApi(server),
    tokenExchange: new FakeRefreshApi(server),
  };
}

export type FakeAreaApis = ReturnType<typeof fakeAreaApis>;
