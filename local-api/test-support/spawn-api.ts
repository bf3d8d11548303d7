import { spawn, type ChildProcess } from 'node:child_process';

export interface SpawnedApi {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  stop(): Promise<void>;
}

/** Runs local-api/main.ts as its own process (as `npm run api` does) and waits for its one start-up line. */
export function spawnApi(env: Record<string, string>, timeoutMs = 15_000): Promise<SpawnedApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'local-api/main.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, LOCAL_API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`local API did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, child, output: () => output, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local API exited with ${code}:\n${output}`));
    });
  });
}
