import { messages } from '../http/messages';
import type { AccountSummary } from '../data/user-repository';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * The local stand-in for the exchange's sign-in: one button per demo account. A form POST, so a
 * token is only issued when a person chooses (no link prefetch signs anyone in).
 */
export function renderLoginPage(accounts: readonly AccountSummary[], notice?: string): string {
  const t = messages.login;
  const items = accounts
    .map(
      (a) => `<li>
        <button type="submit" name="account" value="${escapeHtml(a.id)}">${escapeHtml(t.signInAs(a.name))}</button>
        <span class="meta">${escapeHtml(a.id)} · ${a.termsAgreed ? t.termsAgreed : t.termsPending}</span>
      </li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ko">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(t.title)}</title>
  <style>
    :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
    main { max-width: 28rem; padding: 2rem; }
    ul { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
    li { display: grid; gap: 0.25rem; }
    button { font: inherit; padding: 0.75rem 1rem; border-radius: 0.5rem; border: 1px solid #1c7ed6;
      background: #1c7ed6; color: #fff; cursor: pointer; text-align: left; }
    button:focus-visible { outline: 3px solid #ffa94d; outline-offset: 2px; }
    .meta { font-size: 0.875rem; opacity: 0.8; }
    .notice { padding: 0.75rem; border-radius: 0.5rem; border: 1px solid #e03131; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(t.title)}</h1>
    <p>${escapeHtml(t.lead)}</p>
    ${notice ? `<p class="notice" role="alert">${escapeHtml(notice)}</p>` : ''}
    <form method="post" action="/local/login">
      <ul>
${items}
      </ul>
    </form>
  </main>
</body>
</html>`;
}
