import { createHash } from 'node:crypto';
import type { AuctionDescription } from '../../src/domain/auction/auction-description';
import { KOREA_TIME_ZONE } from '../../src/domain/time/korea-time';
import { messages } from '../http/messages';
import { escapeHtml } from './escape-html';
import { imageSrc, LINK_ORDER, linkHref } from './preview-links';

const t = messages.auctionPreview;

/**
 * The app's own type, so the preview reads like the app. The local API may not import the app's theme
 * (src/presentation/shell/theme.ts); auction-preview.test.ts holds the two equal.
 */
export const PREVIEW_FONT_STACK =
  "Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', system-ui, -apple-system, 'Segoe UI', sans-serif";

/** One stylesheet for both pages, allowed by its hash: the policy needs no 'unsafe-inline' and the pages run no script. */
const STYLE = `
:root { color-scheme: light dark; --fg: #1a1b1e; --muted: #495057; --line: #dee2e6; --bg: #fff; --card: #f8f9fa; --accent: #1864ab; }
@media (prefers-color-scheme: dark) { :root { --fg: #f1f3f5; --muted: #ced4da; --line: #373a40; --bg: #1a1b1e; --card: #25262b; --accent: #74c0fc; } }
* { box-sizing: border-box; }
body { margin: 0; font-family: ${PREVIEW_FONT_STACK}; background: var(--bg); color: var(--fg); line-height: 1.6; word-break: keep-all; overflow-wrap: break-word; }
main { max-width: 960px; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
.notice { border: 1px solid var(--line); border-left: 4px solid var(--accent); background: var(--card); padding: 0.75rem 1rem; border-radius: 0.5rem; margin: 0 0 1.5rem; }
.notice p { margin: 0.125rem 0; }
h1 { font-size: 2rem; margin: 0 0 0.25rem; }
h2 { font-size: 1.25rem; margin: 2rem 0 0.75rem; }
.artist { color: var(--muted); margin: 0 0 1rem; }
.text { white-space: pre-line; }
.items { list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
.item { border: 1px solid var(--line); border-radius: 0.5rem; overflow: hidden; background: var(--card); }
.media { position: relative; aspect-ratio: 1; }
.placeholder { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.5rem; padding: 1rem; text-align: center; color: var(--muted); background: var(--card); border-bottom: 1px solid var(--line); font-size: 0.875rem; }
.placeholder::before { content: ''; width: 2.5rem; height: 2.5rem; border: 2px dashed var(--muted); border-radius: 0.5rem; opacity: 0.6; }
/* The image lies over its placeholder: a broken one leaves the placeholder in view, never its alt text (the clip hides the broken frame). */
.media img { position: absolute; inset: 0; display: block; width: 100%; height: 100%; object-fit: cover; color: transparent; font-size: 0; clip-path: inset(1px); }
.item h3 { font-size: 1rem; margin: 0.75rem 0.75rem 0.25rem; }
.item p { margin: 0 0.75rem 0.75rem; color: var(--muted); font-size: 0.875rem; }
.links { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
a { color: var(--accent); }
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** Headers of every preview answer: strict policy, never cached, never indexed, the key never sent on as a referrer. */
export const PREVIEW_HEADERS: Record<string, string> = {
  'Content-Security-Policy': `default-src 'none'; style-src ${STYLE_HASH}; img-src 'self' https:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex, nofollow',
};

const kst = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short', timeZone: KOREA_TIME_ZONE });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function statusNotes(description: AuctionDescription, expiresAt: string): string {
  const notes: string[] = [t.banner, description.status === 'SUBMITTED' ? t.submitted : t.draft];
  if (!description.visible) notes.push(t.hidden);
  notes.push(t.expiresAt(kst.format(new Date(expiresAt))));
  return `<section class="notice" aria-label="${escapeHtml(t.emptyTitle)}">${notes.map((n) => `<p>${escapeHtml(n)}</p>`).join('')}</section>`;
}

function itemsHtml(description: AuctionDescription): string {
  if (description.items.length === 0) return '';
  const items = description.items
    .map((item) => {
      const src = imageSrc(item.imageUrl);
      // The name is the heading just below, so the image itself is not announced again (alt="").
      const image = src
        ? `<div class="media"><span class="placeholder" aria-hidden="true">${escapeHtml(t.imageFailed)}</span><img src="${escapeHtml(src)}" alt=""></div>`
        : `<div class="media"><span class="placeholder" role="img" aria-label="${escapeHtml(t.noImage)}">${escapeHtml(t.noImage)}</span></div>`;
      const text = item.description ? `<p class="text">${escapeHtml(item.description)}</p>` : '';
      return `<li class="item">${image}<h3>${escapeHtml(item.name)}</h3>${text}</li>`;
    })
    .join('\n');
  return `<h2>${escapeHtml(t.items)} <small>(${escapeHtml(t.itemCount(description.items.length))})</small></h2>\n<ul class="items">\n${items}\n</ul>`;
}

function linksHtml(description: AuctionDescription): string {
  const links = LINK_ORDER.flatMap((name) => {
    const href = linkHref(description.links[name]);
    return href
      ? [
          `<li><a href="${escapeHtml(href)}" rel="noopener noreferrer" target="_blank">${escapeHtml(t.linkNames[name])}</a></li>`,
        ]
      : [];
  });
  return links.length ? `<h2>${escapeHtml(t.links)}</h2>\n<ul class="links">${links.join('')}</ul>` : '';
}

/** The public auction page as buyers will see it, from the saved description; every text is escaped. */
export function renderAuctionPreview(description: AuctionDescription | null, expiresAt: string): string {
  if (!description) {
    return page(t.emptyTitle, `<h1>${escapeHtml(t.emptyTitle)}</h1>\n<p>${escapeHtml(t.empty)}</p>`);
  }
  const body = [
    statusNotes(description, expiresAt),
    `<article>`,
    `<h1>${escapeHtml(description.title)}</h1>`,
    `<p class="artist">${escapeHtml(t.artist)} · ${escapeHtml(description.artistName)}</p>`,
    description.summary ? `<p class="text">${escapeHtml(description.summary)}</p>` : '',
    itemsHtml(description),
    description.projectInfo
      ? `<h2>${escapeHtml(t.projectInfo)}</h2>\n<div class="text">${escapeHtml(description.projectInfo)}</div>`
      : '',
    linksHtml(description),
    `</article>`,
  ];
  return page(t.pageTitle(description.title), body.filter(Boolean).join('\n'));
}

/** An expired or unknown key: says so, shows nothing of any description. */
export function renderPreviewUnavailable(kind: 'expired' | 'unknown', ttlSeconds: number): string {
  const [title, body] =
    kind === 'expired' ? [t.expiredTitle, t.expiredBody(t.lifetime(ttlSeconds))] : [t.unknownTitle, t.unknownBody];
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(body)}</p>`);
}
