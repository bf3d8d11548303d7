/** Types of render-nginx-conf.mjs for the TypeScript tests that render the host (e2e/host). */
export interface RenderOptions {
  appRoot: string;
  gatewayUrl: string | undefined;
  gatewayCaFile?: string;
  gatewayTlsName?: string;
  gatewayKeepaliveTimeout?: string;
  listen?: string;
  listenV6?: string;
  httpListen?: string | null;
  acmeRoot?: string;
  serverName?: string;
  certificate: string | undefined;
  certificateKey: string | undefined;
  localPages?: boolean;
  brotli?: boolean;
  nginxVersion?: string | null;
  accessLog?: string;
  trusted?: string;
  apiRate?: string;
  apiBurst?: number | string;
  apiConnections?: number | string;
  maxBody?: string;
}
export const HSTS: string;
export function headerPolicy(indexHtml: string): string;
export function renderNginxConf(options: RenderOptions): string;
export function optionsFromEnv(env?: Record<string, string | undefined>): RenderOptions;
