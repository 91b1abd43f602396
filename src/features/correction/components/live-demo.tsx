import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_DEMO_LENGTH,
  type CorrectionCategory,
  type CorrectionIssue,
} from '@/contracts/correction';
import { currentLanguage } from '@/lib/i18n/create-i18n';
import { landingQueries } from '@/features/correction/api/demo-api';

/** Wait this long after the last keystroke before checking (the demo is rate-limited). */
export const DEMO_DEBOUNCE_MS = 600;

const UNDERLINE: Record<CorrectionCategory, string> = {
  SPELLING: 'decoration-red-500',
  SPACING: 'decoration-sky-500',
  GRAMMAR: 'decoration-amber-500',
  PUNCTUATION: 'decoration-violet-500',
  STYLE: 'decoration-emerald-500',
};

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Splits the text into plain runs and underlined issue runs (issues are sorted, never overlap). */
function segments(text: string, issues: CorrectionIssue[]) {
  const parts: Array<{ text: string; issue?: CorrectionIssue }> = [];
  let at = 0;
  for (const issue of issues) {
    if (issue.offset < at || issue.offset + issue.length > text.length) continue;
    if (issue.offset > at) parts.push({ text: text.slice(at, issue.offset) });
    parts.push({ text: text.slice(issue.offset, issue.offset + issue.length), issue });
    at = issue.offset + issue.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The landing page's live demo: type or paste Korean, see the underlines and apply fixes. */
export function LiveDemo() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const inputId = useId();
  const counterId = useId();
  const [text, setText] = useState(() => t('landing.liveDemo.sample'));
  const checked = useDebounced(text.trim() ? text : '', DEMO_DEBOUNCE_MS);
  const tooLong = text.length > MAX_DEMO_LENGTH;
  const query = useQuery({
    ...landingQueries.demo(checked, language),
    enabled: checked !== '' && checked.length <= MAX_DEMO_LENGTH,
  });
  // Results belong to the text that was checked; while the member types, keep showing nothing stale.
  const current = query.data && checked === text ? query.data : undefined;

  const apply = (issue: CorrectionIssue, suggestion: string) => {
    setText(text.slice(0, issue.offset) + suggestion + text.slice(issue.offset + issue.length));
  };

  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm md:grid-cols-2">
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
          {t('landing.liveDemo.label')}
        </label>
        <textarea
          id={inputId}
          lang="ko"
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={6}
          aria-describedby={counterId}
          aria-invalid={tooLong}
          className="w-full resize-y rounded-lg border border-slate-300 p-3 text-base leading-7 focus:border-brand-600"
        />
        <p
          id={counterId}
          className={`text-xs ${tooLong ? 'font-semibold text-red-700' : 'text-slate-500'}`}
        >
          {tooLong
            ? t('landing.liveDemo.tooLong', { max: MAX_DEMO_LENGTH })
            : t('landing.liveDemo.counter', { count: text.length, max: MAX_DEMO_LENGTH })}
        </p>
      </div>
      <div className="flex flex-col gap-3" aria-live="polite">
        <h3 className="text-sm font-semibold text-slate-800">{t('landing.liveDemo.result')}</h3>
        {query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('landing.liveDemo.error')}
          </p>
        ) : !current ? (
          <p className="text-sm text-slate-500">
            {text.trim() && !tooLong ? t('landing.liveDemo.checking') : t('landing.liveDemo.empty')}
          </p>
        ) : current.length === 0 ? (
          <p className="text-sm font-medium text-brand-700">{t('landing.liveDemo.noIssues')}</p>
        ) : (
          <>
            <p lang="ko" className="rounded-lg bg-slate-50 p-3 leading-8 whitespace-pre-wrap">
              {segments(text, current).map((part, index) =>
                part.issue ? (
                  <mark
                    key={index}
                    title={part.issue.message}
                    className={`bg-transparent underline decoration-wavy decoration-2 underline-offset-4 ${UNDERLINE[part.issue.category]}`}
                  >
                    {part.text}
                  </mark>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
            </p>
            <ul className="flex flex-col gap-2" aria-label={t('landing.liveDemo.issues')}>
              {current.map((issue) => (
                <li
                  key={`${issue.offset}-${issue.ruleId}`}
                  className="rounded-lg border border-slate-200 p-3"
                >
                  <p className="text-xs font-semibold tracking-wide text-slate-500">
                    {t(`landing.liveDemo.category.${issue.category}`)}
                  </p>
                  <p className="mt-1 text-sm">
                    <span lang="ko" className="line-through decoration-red-400">
                      {issue.original}
                    </span>{' '}
                    {issue.suggestions.map((suggestion) => (
                      <button
                        key={suggestion}
                        type="button"
                        lang="ko"
                        onClick={() => apply(issue, suggestion)}
                        aria-label={t('landing.liveDemo.apply', { suggestion })}
                        className="ml-1 rounded-md bg-brand-50 px-2 py-0.5 font-semibold text-brand-700 hover:bg-brand-100"
                      >
                        {suggestion}
                      </button>
                    ))}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">{issue.message}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
