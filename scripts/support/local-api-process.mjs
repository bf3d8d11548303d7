// The local creators API as a child process: started once for a bench or a probe (startLocalApi), or
// one that can be stopped and started again with the same settings (and database file): `npm run
// serve`'s outages and the outage probe (localApiProcess).
import { startProcess } from './start-process.mjs';

/** The local API started with `env` (its port, database, seed…), once it listens: its child process. */
export async function startLocalApi({ cwd, env }) {
  return (await startProcess({ args: ['--import', 'tsx', 'local-api/main.ts'], cwd, env, ready: /listening on/ }))
    .child;
}

export function localApiProcess({ cwd, env, pipe = false }) {
  let child = null;
  return {
    async start() {
      if (child) return;
      const started = await startLocalApi({ cwd, env });
      if (pipe) {
        started.stdout.pipe(process.stdout);
        started.stderr.pipe(process.stderr);
      }
      child = started;
    },
    /** Resolves once the process has exited (SIGTERM: the API closes its database first). */
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((done) => running.once('exit', done));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
