import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { fetchClientOn } from '../../../tests/support/fetch-client-on';
import { json, FakeHttpServer } from '../../../tests/fakes/fake-http-server';
import { sampleCreator, sampleLaunchpad, sampleUserInfo } from '../../../tests/fakes/sample-data';
import { NotFoundError, UnexpectedError } from '../../application/errors/app-error';
import { HttpCreatorsApi } from './http-creators-api';
import { HttpTokenExchange } from './http-token-exchange';

const BASE = 'https://gw.example.com';

function makeSut(handler: ConstructorParameters<typeof FakeHttpServer>[0]) {
  const server = new FakeHttpServer(handler);
  const http = fetchClientOn(server);
  const reporter = new FakeErrorReporter();
  const api = new HttpCreatorsApi(http, new HttpTokenExchange(http, BASE, reporter), BASE, reporter);
  return { server, api, reporter };
}

describe('HttpCreatorsApi', () => {
  it('given a launchpad id, when fetched, then the contract path is built on the base URL and the answer parsed', async () => {
    const { api, server } = makeSut(() => json(sampleLaunchpad({ id: 7 })));
    await expect(api.getLaunchpad(7)).resolves.toEqual(sampleLaunchpad({ id: 7 }));
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: `${BASE}/cl/creators-lab/v2/launchpads/7` });
  });

  it('given a size, when listing launchpads, then it goes in the query', async () => {
    const { api, server } = makeSut(() => json({ items: [sampleLaunchpad()], total: 1 }));
    const list = await api.listLaunchpads({ size: 1000 });
    expect(list.total).toBe(1);
    expect(server.requests[0]?.url).toBe(`${BASE}/cl/creators-lab/v2/launchpads?size=1000`);
  });

  it('given wrapped answers, when read, then the port gets the plain values', async () => {
    const answers: Record<string, unknown> = {
      '/cl/creators-lab/v1/eoa': { eoa: null },
      '/cl/creators-lab/v1/creators': { items: [sampleCreator()] },
      '/cl/creators-lab/v1/contracts/single-metadata?launchpadId=3': { metadata: null },
      '/cl/creators-lab/v1/contracts/single-tokens': { launchpadId: 3, count: 2 },
    };
    const { api } = makeSut((r) => json(answers[r.url.slice(BASE.length)]));
    expect(await api.getEoa()).toBeNull();
    expect(await api.listCreators()).toEqual([sampleCreator()]);
    expect(await api.getSingleMetadata(3)).toBeNull();
    expect(await api.upsertSingleTokens({ launchpadId: 3, tokens: [] })).toEqual({ launchpadId: 3, count: 2 });
  });

  it('given a JSON body, when updating the phone, then it is PATCHed as JSON', async () => {
    const { api, server } = makeSut(() => json(sampleUserInfo({ phoneNumber: '01099998888' })));
    const user = await api.updatePhone({ phoneNumber: '01099998888' });
    expect(user.phoneNumber).toBe('01099998888');
    expect(server.requests[0]).toMatchObject({
      method: 'PATCH',
      url: `${BASE}/cl/user/v1/users/phone`,
      body: '{"phoneNumber":"01099998888"}',
    });
  });

  it('given a malformed answer, when parsed, then UnexpectedError is thrown and reported', async () => {
    const { api, reporter } = makeSut(() => json({ id: 'seven' }));
    const error = await api.getLaunchpad(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedError);
    expect(reporter.reports).toEqual([{ error, context: expect.objectContaining({ endpoint: 'getLaunchpad' }) }]);
  });

  it('given a 404, when fetched, then NotFoundError passes through unreported', async () => {
    const { api, reporter } = makeSut(() => json({ code: 'NOT_FOUND', message: '없습니다.' }, 404));
    await expect(api.getCreator(9)).rejects.toBeInstanceOf(NotFoundError);
    expect(reporter.reports).toEqual([]);
  });

  it('given a creator submit with an image, when sent, then it is multipart with the text fields and the file', async () => {
    const { api, server } = makeSut(() => json(sampleCreator({ status: 'SUBMITTED' })));
    const image = new File(['img'], 'me.png', { type: 'image/png' });
    const input = {
      name: '김하늘',
      description: '소개',
      youtubeUrl: '',
      instagramUrl: '',
      xUrl: 'https://x.com/haneul',
    };
    const progress: number[] = [];
    await api.submitCreator(1, input, image, { onUploadProgress: (f) => progress.push(f) });
    const sent = server.requests[0];
    expect(sent).toMatchObject({
      method: 'POST',
      url: `${BASE}/cl/creators-lab/v1/creators/1/submit`,
      transport: 'xhr',
    });
    const form = sent?.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'image'))).toEqual(input);
    expect((form.get('image') as File).name).toBe('me.png');
    expect(progress.at(-1)).toBe(1);
  });

  it('given an image, when uploaded without progress, then fetch carries it as multipart', async () => {
    const { api, server } = makeSut(() =>
      json({ url: '/local/uploads/x.png', contentType: 'image/png', size: 3 }, 201),
    );
    await expect(api.uploadImage(new File(['abc'], 'x.png', { type: 'image/png' }))).resolves.toMatchObject({
      size: 3,
    });
    expect(server.requests[0]?.transport).toBe('fetch');
    expect(server.requests[0]?.body).toBeInstanceOf(FormData);
  });

  it('given a refresh, when exchanged, then it is public (no bearer) and carries token and termsAgreed', async () => {
    const { api, server } = makeSut(() => json({ accessToken: 'a', refreshToken: 'r' }));
    await expect(api.refresh('t1', { termsAgreed: false })).resolves.toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/cl/auth/v1/refresh`,
      body: '{"token":"t1","termsAgreed":false}',
    });
    expect(server.requests[0]?.headers.has('authorization')).toBe(false);
  });
});
