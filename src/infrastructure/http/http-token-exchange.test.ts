import { describe, expect, it, vi } from 'vitest';
import { UnauthorizedError, UnexpectedError } from '../../application/errors/app-error';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { HttpClient, HttpRequest } from './http-client';
import { HttpTokenExchange } from './http-token-exchange';

const reporter = () =>
  ({ report: vi.fn<ErrorReporter['report']>(), setUser: vi.fn<ErrorReporter['setUser']>() }) satisfies ErrorReporter;

describe('HttpTokenExchange', () => {
  it('given a refresh token, when exchanged, then it posts to the contract path and returns the checked pair', async () => {
    const http: HttpClient = { request: vi.fn(async () => ({ accessToken: 'a1', refreshToken: 'r2' })) };
    const exchange = new HttpTokenExchange(http, 'https://gw.example', reporter());
    await expect(exchange.refresh('r1', { termsAgreed: true })).resolves.toEqual({
      accessToken: 'a1',
      refreshToken: 'r2',
    });
    expect(http.request).toHaveBeenCalledWith<[HttpRequest]>({
      url: 'https://gw.example/cl/auth/v1/refresh',
      method: 'POST',
      body: { token: 'r1', termsAgreed: true },
    });
  });

  it('given a malformed answer, when exchanged, then it is reported and fails as UnexpectedError', async () => {
    const http: HttpClient = { request: vi.fn(async () => ({ accessToken: '' })) };
    const report = reporter();
    await expect(new HttpTokenExchange(http, '', report).refresh('r1')).rejects.toBeInstanceOf(UnexpectedError);
    expect(report.report).toHaveBeenCalledWith(
      expect.any(UnexpectedError),
      expect.objectContaining({ endpoint: 'refresh' }),
    );
  });

  it('given the server refuses the token, when exchanged, then its error passes through untouched', async () => {
    const refused = new UnauthorizedError('HTTP 401');
    const http: HttpClient = { request: vi.fn(() => Promise.reject(refused)) };
    await expect(new HttpTokenExchange(http, '', reporter()).refresh('spent')).rejects.toBe(refused);
  });
});
