import { FetchHttpClient } from '../../src/infrastructure/http/fetch-http-client';
import type { RefusalMessages } from '../../src/infrastructure/http/http-error-mapper';
import { xhrFetch } from '../../src/infrastructure/http/xhr-fetch';
import type { FakeHttpServer } from '../fakes/fake-http-server';

/**
 * The sentences the HTTP adapter is handed for refusals without one of the server's own: a
 * different one per status, so a test sees which the adapter chose. (The app's Korean ones are
 * presentation's catalogue, which adapter tests do not import.)
 */
export const testRefusals: RefusalMessages = {
  400: 'refusal 400',
  409: 'refusal 409',
  413: 'refusal 413',
  415: 'refusal 415',
  422: 'refusal 422',
};

/** The app's fetch client against a fake server: requests by fetch, uploads by XMLHttpRequest, both answered by `server`. */
export function fetchClientOn(server: FakeHttpServer, refusals: RefusalMessages = testRefusals): FetchHttpClient {
  return new FetchHttpClient({
    refusals,
    fetch: server.fetch,
    upload: (url, init) => xhrFetch(url, init, () => new server.Xhr()),
  });
}
