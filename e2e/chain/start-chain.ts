import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { chainServerCommand } from './chain-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** A port nobody listens on right now (the system picks it), so parallel runs never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a hardhat node on `port` for tests outside Playwright (which starts its own); resolves
 * with its URL and a stop. Gives up after `timeoutMs`.
 */
export async function startChain(
  port: number,
  timeoutMs = 60_000,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(chainServerCommand(port), { shell: true, stdio: 'ignore', detached: true });
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await sleep(50);
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await portOpen(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`hardhat node did not start on port ${port}`);
    }
    await sleep(200);
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
