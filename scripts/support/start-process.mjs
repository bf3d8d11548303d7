// Starts a Node child process for a bench and resolves once its output matches `ready`.
// CI forces coloured output (FORCE_COLOR), and vite then splits its URL with ANSI codes
// (`127.0.0.1:\x1b[1m4274\x1b[22m`), so colour is switched off for the child and any codes that
// still arrive are stripped before matching.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

export function startProcess({ args, cwd, env = {}, ready, timeoutMs = 60_000 }) {
  const { FORCE_COLOR: _forced, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...inherited, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`did not start within ${timeoutMs / 1000} s: ${args.join(' ')}\n${output}`));
    }, timeoutMs);
    const onData = (chunk) => {
      output += stripVTControlCharacters(String(chunk));
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve({ child, match });
      }
    };
    const onExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}: ${args.join(' ')}\n${output}`));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', onExit);
  });
}
