import { NetworkError } from '../../application/errors/app-error';
import type { HttpClient, HttpRequest } from './http-client';

/**
 * An HttpClient whose implementation loads with the first request: a signed-out /login makes
 * none, so the fetch client, its error mapping and the contract's error schema (valibot) stay out
 * of the first route. A failed load is a network failure, as the request itself would have been;
 * the next request tries again.
 */
export class DeferredHttpClient implements HttpClient {
  private client: Promise<HttpClient> | null = null;

  constructor(private readonly load: () => Promise<HttpClient>) {}

  async request(request: HttpRequest): Promise<unknown> {
    const client = await this.loaded();
    return client.request(request);
  }

  preload(): Promise<void> {
    return this.loaded().then(
      () => undefined,
      () => undefined,
    );
  }

  private loaded(): Promise<HttpClient> {
    this.client ??= this.load().catch((error: unknown) => {
      this.client = null;
      throw new NetworkError(error instanceof Error ? error.message : String(error), { cause: error });
    });
    return this.client;
  }
}
