import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { defaultRpcUrls, rpcChains } from '../src/main/config.ts';

type Env = Record<string, string | undefined>;

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null; // a same-origin path ('/tunnel') is covered by 'self'
  }
}

/** 'sha256-…' of every inline script in the page, so each may run and nothing else inline may. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The page's Content-Security-Policy. Scripts: this origin and the inline theme script by its hash.
 * Styles: Mantine injects <style> elements, hence 'unsafe-inline' for styles only. Images: chain
 * icons are data: URIs and creators' images may sit on any https host. Connections: this origin,
 * the configured gateway, every chain's RPC endpoint and the error-reporting service.
 */
export function contentSecurityPolicy(html: string, env: Env): string {
  const connect = new Set<string>(["'self'"]);
  for (const url of [
    env.VITE_CREATORS_API_URL,
    env.VITE_SENTRY_DSN,
    env.VITE_SENTRY_TUNNEL,
    ...rpcChains.map((chain) => env[`VITE_RPC_URL_${chain}`]?.trim() || defaultRpcUrls[chain]),
  ]) {
    const origin = originOf(url);
    if (origin) connect.add(origin);
  }
  const api = originOf(env.VITE_CREATORS_API_URL);
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${api ? ` ${api}` : ''}`,
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Puts the policy in the built index.html as a <meta> right after the charset, before the theme
 * script it must cover. It runs last ('post'), so the hash is of the script as shipped (with the
 * theme key written in): a changed script never leaves a stale hash behind. Build only: the dev
 * server injects its own inline scripts. A production host should also send the policy as a
 * header, with frame-ancestors (which a <meta> cannot carry): deploy/nginx, docs/production-host.md.
 */
export function contentSecurityPolicyPlugin(env: Env): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const policy = contentSecurityPolicy(html, env).replace(/"/g, '&quot;');
        return html.replace(
          /(<meta charset="[^"]*"\s*\/?>)/i,
          `$1\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}
