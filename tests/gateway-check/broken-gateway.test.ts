// @vitest-environment node
// Node, not happy-dom: the stand-in, the local API behind it and the checker need Node's own fetch.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkGateway } from '../../scripts/check-gateway/run-check';
import { DEFAULT_TIMEOUT_MS } from '../../scripts/check-gateway/options';
import { startBrokenGateway } from './broken-gateway';
import { checkOptions, startLocalGateway, type LocalGateway } from './local-gateway';

// The slow answer's limit for this test only; the checker's default stays spec §9's 10 s.
const TIMEOUT_MS = 3_000;

let gateway: LocalGateway;
let broken: Awaited<ReturnType<typeof startBrokenGateway>>;
beforeAll(async () => {
  gateway = await startLocalGateway();
  broken = await startBrokenGateway(gateway.url, { slowMs: TIMEOUT_MS + 500 });
});
afterAll(async () => {
  await broken.close();
  await gateway.close();
});

it('reports each fault planted in a broken gateway once, at its place, and nothing else', async () => {
  expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
  const report = await checkGateway(
    checkOptions({
      baseUrl: broken.url,
      token: await gateway.token('creator'),
      pendingToken: await gateway.token('newcomer'),
      write: true,
      timeoutMs: TIMEOUT_MS,
    }),
  );

  const found = report.mismatches.map(({ where, path, expected, received }) => ({ where, path, expected, received }));
  expect(found).toEqual(
    expect.arrayContaining([
      // A field renamed: the contract's name is missing.
      { where: 'GET /cl/user/v1/users/info', path: '$.phoneNumber', expected: '(string | null)', received: 'missing' },
      // Null for a required string.
      { where: 'GET /cl/creators-lab/v1/creators/:id', path: '$.name', expected: 'string', received: 'null' },
      // The terms 403 in another shape.
      {
        where: 'POST /cl/creators-lab/v1/eoa/nonce',
        path: '$',
        expected: '403 as JSON {code, message, field?}',
        received: '{"error":"Forbidden"}',
      },
      // The stale save accepted instead of 409.
      {
        where: 'stale updatedAt → 409 (auction description)',
        path: '-',
        expected: 'POST /cl/creators-lab/v2/auctions/descriptions/submit: 409 at baseUpdatedAt',
        received: '200',
      },
      // An answer past the timeout.
      {
        where: 'GET /cl/creators-lab/v1/contracts/deployment-info',
        path: '-',
        expected: `an answer within ${TIMEOUT_MS} ms (spec §9)`,
        received: `none after ${TIMEOUT_MS} ms`,
      },
    ]),
  );
  expect(found, 'no mismatch beyond the five planted').toHaveLength(5);
  expect(report.mismatches.find((m) => m.where === 'GET /cl/creators-lab/v1/contracts/deployment-info')?.area).toBe(
    'timeout',
  );
}, 60_000);
