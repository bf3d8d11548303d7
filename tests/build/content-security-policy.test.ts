// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  contentSecurityPolicyPlugin,
  inlineScriptHashes,
} from '../../scripts/vite-content-security-policy';

const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the page’s Content-Security-Policy', () => {
  it('given index.html, then script-src allows its inline theme script by the hash of that very text', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)![1]!;
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(inlineScriptHashes(page)).toEqual([hash]);
    expect(directive(contentSecurityPolicy(page, {}), 'script-src')).toBe(`script-src 'self' ${hash}`);
  });

  it('given the theme script changes, then the hash follows (never stale)', () => {
    const changed = page.replace('(prefers-color-scheme: dark)', '(prefers-color-scheme: light)');
    expect(inlineScriptHashes(changed)).not.toEqual(inlineScriptHashes(page));
  });

  it('given a gateway, RPC endpoints and Sentry, then connect-src covers each origin, and defaults cover the rest', () => {
    const policy = contentSecurityPolicy(page, {
      VITE_CREATORS_API_URL: 'https://gateway.example.com/base',
      VITE_RPC_URL_SEPOLIA: 'http://127.0.0.1:8551',
      VITE_RPC_URL_LUNIVERSE: 'https://rpc.luniverse.example/key',
      VITE_SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/2',
      VITE_SENTRY_TUNNEL: '/tunnel',
    });
    const connect = directive(policy, 'connect-src').split(' ');
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://gateway.example.com',
        'http://127.0.0.1:8551',
        'https://rpc.luniverse.example',
        'https://o1.ingest.sentry.io',
        'https://ethereum-rpc.publicnode.com',
      ]),
    );
    expect(connect).not.toContain('https://ethereum-sepolia-rpc.publicnode.com');
    expect(directive(policy, 'img-src')).toContain('data:');
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("object-src 'none'");
  });

  it('given the build, then the policy goes in a <meta> before the inline script it covers', () => {
    const plugin = contentSecurityPolicyPlugin({});
    const hook = plugin.transformIndexHtml as { order: string; handler: (html: string) => string };
    expect(hook.order).toBe('post');
    const html = hook.handler(page);
    const meta = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(meta).toBeLessThan(html.indexOf('<script>'));
  });
});
