import { createInstance, type TFunction } from 'i18next';
import en from '../../locales/en.dev.json' with { type: 'json' };
import ko from '../../locales/ko.dev.json' with { type: 'json' };
import { escapeHtml } from '../html';
import type { OutboxRow } from './outbox-repository';

/**
 * The development mailbox as a page (GET /dev/mailbox in a browser): each mail with its subject,
 * recipient, time, status, body and its links as links, in Korean or English (strings in
 * locales/{ko,en}.dev.json). No script: the language switch and the address filter are plain
 * links and a GET form. Every value from the database (recipient, subject, body, links: they
 * carry what members typed, such as names) is escaped; only http(s) addresses become links.
 */

export type MailboxLanguage = 'ko' | 'en';

const i18n = createInstance();
void i18n.init({
  resources: { ko: { dev: ko }, en: { dev: en } },
  lng: 'en',
  fallbackLng: 'en',
  ns: ['dev'],
  defaultNS: 'dev',
  initAsync: false,
  // Values are escaped here, once, for HTML (escapeHtml), not by i18next.
  interpolation: { escapeValue: false },
});

const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/g;

/** Text with its http(s) addresses as links, everything escaped. */
function linkified(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    // A sentence's full stop or a closing bracket after an address is not part of it.
    const href = match[0].replace(/[.,;:!?)\]]+$/, '');
    out += escapeHtml(text.slice(last, match.index));
    out += `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
    last = match.index + href.length;
  }
  return out + escapeHtml(text.slice(last));
}

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function when(date: Date, lang: MailboxLanguage): string {
  return new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(date);
}

function mailArticle(row: OutboxRow, index: number, t: TFunction, lang: MailboxLanguage) {
  const at = row.sentAt ?? row.createdAt;
  const links = row.links.map((link) =>
    isWebAddress(link)
      ? `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`
      : `<li>${escapeHtml(link)}</li>`,
  );
  const heading = `mail-${index}`;
  return `<article class="mail" aria-labelledby="${heading}">
  <h2 id="${heading}">${escapeHtml(row.subject)}</h2>
  <dl>
    <dt>${escapeHtml(t('mailbox.to'))}</dt><dd>${escapeHtml(row.recipient)}</dd>
    <dt>${escapeHtml(t('mailbox.time'))}</dt><dd><time datetime="${escapeHtml(at.toISOString())}">${escapeHtml(when(at, lang))}</time></dd>
    <dt>${escapeHtml(t('mailbox.status'))}</dt><dd>${escapeHtml(t(`mailbox.statuses.${row.status}`))}</dd>
  </dl>
  <div class="body">${linkified(row.textBody)}</div>
  ${
    links.length > 0
      ? `<h3>${escapeHtml(t('mailbox.links'))}</h3>\n  <ul class="links">${links.join('')}</ul>`
      : ''
  }
</article>`;
}

const STYLE = `
  :root { color-scheme: light; --brand: #12804a; --line: #d9dee3; --muted: #5b6470; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.6 system-ui, 'Apple SD Gothic Neo', 'Malgun Gothic', 'NanumGothic', sans-serif;
    color: #1d2329; background: #f6f8f7; word-break: keep-all; overflow-wrap: anywhere; }
  header, main { max-width: 52rem; margin: 0 auto; padding: 1rem 1.25rem; }
  header { border-bottom: 1px solid var(--line); background: #fff; max-width: none; padding: 1rem 0; }
  header > div { max-width: 52rem; margin: 0 auto; padding: 0 1.25rem; display: flex; flex-wrap: wrap; gap: .5rem 1.5rem;
    align-items: baseline; justify-content: space-between; }
  h1 { font-size: 1.4rem; margin: 0; }
  .intro { color: var(--muted); margin: .5rem 0 0; font-size: .95rem; }
  nav ul { list-style: none; display: flex; gap: .75rem; margin: 0; padding: 0; }
  a { color: var(--brand); }
  a[aria-current="true"] { font-weight: 700; color: #1d2329; text-decoration: none; }
  form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin: 1rem 0; }
  form label { display: block; width: 100%; font-size: .9rem; color: var(--muted); }
  input[type="email"] { flex: 1 1 16rem; min-width: 0; font: inherit; padding: .45rem .6rem;
    border: 1px solid #aab2bb; border-radius: 6px; }
  button { font: inherit; padding: .45rem 1.1rem; border: 0; border-radius: 6px; background: var(--brand);
    color: #fff; cursor: pointer; }
  :focus-visible { outline: 2px solid var(--brand); outline-offset: 2px; }
  .summary { display: flex; flex-wrap: wrap; gap: 0 1rem; justify-content: space-between; color: var(--muted); }
  .summary p { margin: .25rem 0; }
  .mail { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 1rem 1.25rem; margin: 1rem 0; }
  .mail h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
  .mail h3 { font-size: .95rem; margin: 1rem 0 .25rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: 0 0 .75rem; font-size: .95rem; }
  dt { color: var(--muted); }
  dd { margin: 0; }
  .body { white-space: pre-wrap; background: #f6f8f7; border-radius: 6px; padding: .75rem 1rem; font-size: .95rem; }
  .links { margin: 0; padding-left: 1.25rem; }
  .empty { padding: 2rem 0; color: var(--muted); }
`;

export interface MailboxPage {
  rows: OutboxRow[];
  /** The address asked for, or null for every recent mail. */
  to: string | null;
  lang: MailboxLanguage;
  /** The page's own path and the JSON's, for the links. */
  path: string;
  jsonPath: string;
}

/** The whole page. */
export function renderMailboxPage({ rows, to, lang, path, jsonPath }: MailboxPage): string {
  const t = i18n.getFixedT(lang, 'dev');
  const query = (values: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
    const text = params.toString();
    return text ? `?${text}` : '';
  };
  const languages = (['ko', 'en'] as const)
    .map(
      (code) =>
        `<li><a href="${escapeHtml(path + query({ to: to ?? undefined, lang: code }))}" lang="${code}" hreflang="${code}"${
          code === lang ? ' aria-current="true"' : ''
        }>${code === 'ko' ? '한국어' : 'English'}</a></li>`,
    )
    .join('');
  const summary = to
    ? t('mailbox.showingFor', { to, count: rows.length })
    : t('mailbox.showingAll', { count: rows.length });
  const json = to
    ? `<a href="${escapeHtml(jsonPath + query({ to }))}">${escapeHtml(t('mailbox.json'))}</a>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('mailbox.title'))} · Dadeum</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <div>
    <h1>${escapeHtml(t('mailbox.title'))}</h1>
    <nav aria-label="${escapeHtml(t('mailbox.language'))}"><ul>${languages}</ul></nav>
  </div>
  <div><p class="intro">${escapeHtml(t('mailbox.intro'))}</p></div>
</header>
<main>
  <form method="get" action="${escapeHtml(path)}" role="search" aria-label="${escapeHtml(t('mailbox.filter'))}">
    <label for="to">${escapeHtml(t('mailbox.address'))}</label>
    <input id="to" name="to" type="email" autocomplete="off" value="${escapeHtml(to ?? '')}">
    <input type="hidden" name="lang" value="${lang}">
    <button type="submit">${escapeHtml(t('mailbox.show'))}</button>
    ${to ? `<a href="${escapeHtml(path + query({ lang }))}">${escapeHtml(t('mailbox.all'))}</a>` : ''}
  </form>
  <div class="summary"><p>${escapeHtml(summary)}</p>${json ? `<p>${json}</p>` : ''}</div>
  ${
    rows.length === 0
      ? `<p class="empty">${escapeHtml(t('mailbox.empty'))}</p>`
      : rows.map((row, index) => mailArticle(row, index, t, lang)).join('\n')
  }
</main>
</body>
</html>
`;
}
