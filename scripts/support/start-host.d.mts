import type { ChildProcess } from 'node:child_process';

/** Types of start-host.mjs for the TypeScript tests that start a host of their own (e2e/host). */
export interface SelfSignedCertificate {
  certificate: string;
  certificateKey: string;
  spki: string;
}
export function selfSignedCertificate(dir: string): SelfSignedCertificate;
export interface RunningHost {
  child: ChildProcess;
  url: string;
  spki: string;
  certificate: string;
  accessLog: string;
  stop(): Promise<void>;
}
export function startHost(options: {
  distDir: string;
  apiUrl: string;
  port: number;
  httpPort?: number;
  gatewayCaFile?: string;
  acme?: { name: string; text: string };
  timeoutMs?: number;
}): Promise<RunningHost>;
