import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { apiPort, serveStateFile } from './host-ports';

/**
 * Stops and starts the local API behind the running host (an outage): scripts/serve.mjs stops it
 * on SIGUSR1 and starts it on SIGUSR2 with the same database, so sessions outlive the restart.
 */
function servePid(): number {
  return (JSON.parse(readFileSync(serveStateFile, 'utf8')) as { pid: number }).pid;
}

function listening(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(apiPort, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(wanted: boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await listening()) !== wanted) {
    if (Date.now() > deadline) throw new Error(`the local API did not ${wanted ? 'start' : 'stop'} in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function stopApi(): Promise<void> {
  process.kill(servePid(), 'SIGUSR1');
  await until(false);
}

export async function startApi(): Promise<void> {
  process.kill(servePid(), 'SIGUSR2');
  await until(true);
}
