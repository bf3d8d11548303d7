import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The ports of the host tests, all from E2E_APP_PORT (default 4273) so one engineer's block holds
 * them: the host E2E_APP_PORT + 8 (E2E_HOST_PORT), its local API + 9 (E2E_HOST_API_PORT), the
 * stand-in for port 80 + 10, and for the impostor test a second host + 11 and the impostor + 12.
 */
export const appPort = Number(process.env.E2E_HOST_PORT ?? Number(process.env.E2E_APP_PORT ?? 4273) + 8);
export const apiPort = Number(process.env.E2E_HOST_API_PORT ?? appPort + 1);
export const httpPort = appPort + 2;
export const impostorHostPort = appPort + 3;
export const impostorPort = appPort + 4;
export const appUrl = `https://127.0.0.1:${appPort}`;

/** Where `npm run serve` writes its process id and access log path (scripts/serve.mjs: SERVE_STATE_FILE). */
export const serveStateFile = join(tmpdir(), `creators-lab-serve-${appPort}.json`);
