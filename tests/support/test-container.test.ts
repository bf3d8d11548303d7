import type { ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../src/application/errors/app-error';
import { AuctionsApi } from '../../src/application/ports/auctions-api';
import { ContractsApi } from '../../src/application/ports/contracts-api';
import { CreatorProfilesApi } from '../../src/application/ports/creator-profiles-api';
import { EoaApi } from '../../src/application/ports/eoa-api';
import { ImageUploadApi } from '../../src/application/ports/image-upload-api';
import { LaunchpadsApi } from '../../src/application/ports/launchpads-api';
import { TokenExchange } from '../../src/application/ports/token-exchange';
import { UserApi } from '../../src/application/ports/user-api';
import { Session } from '../../src/application/session/session';
import { SessionService } from '../../src/application/session/session-service';
import { AuthorizedHttpClient } from '../../src/infrastructure/http/http-client';
import { HttpCreatorsApi } from '../../src/infrastructure/http/http-creators-api';
import { parseConfig } from '../../src/main/config';
import { appModules } from '../../src/main/container';
import { createContainer } from '../../src/main/create-container';
import { createTestContainer } from './test-container';

describe('the container', () => {
  it('given the real modules, when resolved, then the core services are singletons of the real adapters, and each area API port is the one HTTP adapter', () => {
    const container = createContainer(parseConfig({ MODE: 'test' }), appModules);
    expect(container.get(HttpCreatorsApi)).toBeInstanceOf(HttpCreatorsApi);
    expect(container.get(HttpCreatorsApi)).toBe(container.get(HttpCreatorsApi));
    for (const port of [
      LaunchpadsApi,
      ContractsApi,
      AuctionsApi,
      CreatorProfilesApi,
      UserApi,
      EoaApi,
      ImageUploadApi,
    ] as ServiceIdentifier<object>[]) {
      expect(container.get(port)).toBe(container.get(HttpCreatorsApi));
    }
    expect(container.get(Session)).toBeInstanceOf(SessionService);
    expect(container.get(Session)).toBe(container.get(SessionService));
  });
});

describe('createTestContainer', () => {
  it('given the test container, when signing in, then each area port is its own fake and the session runs against the fake server', async () => {
    const t = createTestContainer();
    expect(t.container.get(LaunchpadsApi)).toBe(t.apis.launchpads);
    expect(t.container.get(ContractsApi)).toBe(t.apis.contracts);
    expect(t.container.get(AuctionsApi)).toBe(t.apis.auctions);
    expect(t.container.get(CreatorProfilesApi)).toBe(t.apis.creatorProfiles);
    expect(t.container.get(UserApi)).toBe(t.apis.user);
    expect(t.container.get(EoaApi)).toBe(t.apis.eoa);
    expect(t.container.get(ImageUploadApi)).toBe(t.apis.imageUpload);
    expect(t.container.get(TokenExchange)).toBe(t.apis.tokenExchange);
    expect(() => t.container.get(HttpCreatorsApi).getEoa).toThrow(/un-faked HttpCreatorsApi/);
    await t.signIn();
    expect(t.session.getState().isAuthenticated).toBe(true);
    expect(t.tokenStore.getRefreshToken()).toMatch(/^refresh-/);
    expect(t.api.callsOf('refresh')).toHaveLength(1);
  });

  it('given an un-faked HTTP call, when made, then it fails loudly', async () => {
    const t = createTestContainer();
    await t.signIn();
    const http = t.container.get(AuthorizedHttpClient);
    await expect(http.request({ url: '/cl/x', method: 'GET' })).rejects.toThrow(/un-faked HTTP call/);
  });

  it('given a failure queued on the fake, when the session starts, then it ends signed out', async () => {
    const t = createTestContainer();
    void t.tokenStore.setRefreshToken(t.api.tokens.grant());
    t.api.failNext(new UnauthorizedError('expired'), 'refresh');
    await t.session.initialize();
    expect(t.session.getState().isAuthenticated).toBe(false);
    expect(t.tokenStore.getRefreshToken()).toBeNull();
  });
});
