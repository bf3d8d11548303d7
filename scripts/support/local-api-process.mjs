// The local creators API as a child process that can be stopped and started again with the same
// settings (and database file): `npm run serve`'s outages and the outage probe.
import { startProcess } from './start-process.mjs';

export function localApiProcess({ cwd, env, pipe = false }) {
  let child = null;
  return {
    async start() {
      if (child) return;
      const started = (
        await startProcess({ args: ['--import', 'tsx', 'local-api/main.ts'], cwd, env, ready: /listening on/ })
      ).child;
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
