import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';

export interface AccountTab {
  /** Path segment under the account base path. */
  path: string;
  labelKey: string;
}

export const ACCOUNT_TABS: readonly AccountTab[] = [
  { path: 'profile', labelKey: 'account.tabs.profile' },
  { path: 'payments', labelKey: 'account.tabs.payments' },
  { path: 'feedback', labelKey: 'account.tabs.feedback' },
  { path: 'setting', labelKey: 'account.tabs.settings' },
  { path: 'service', labelKey: 'account.tabs.service' },
];

/**
 * The account area's frame: a tab list (links, arrow keys, Home and End move between tabs as
 * in the WAI-ARIA tabs pattern with automatic activation) over the active tab's panel. It
 * knows nothing of the web shell: `basePath` is `/account` on the web and in the extension.
 */
export function AccountLayout({ basePath = '/account' }: { basePath?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const rest = location.pathname.slice(basePath.length).replace(/^\//, '');
  const activeIndex = Math.max(
    0,
    ACCOUNT_TABS.findIndex((tab) => rest === tab.path || rest.startsWith(`${tab.path}/`)),
  );

  // On a narrow screen the tab list scrolls sideways: keep the active tab in view, also when
  // the window narrows (a phone turned). Only the list scrolls, never the page.
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const reveal = () => {
      const tab = refs.current[activeIndex];
      if (!tab) return;
      // Clear of the edge's fade (48 px, ScrollEdge) where more tabs lie beyond.
      const margin = 48;
      const left = tab.offsetLeft - list.offsetLeft;
      const right = left + tab.offsetWidth;
      if (left - margin < list.scrollLeft) list.scrollLeft = Math.max(0, left - margin);
      else if (right + margin > list.scrollLeft + list.clientWidth)
        list.scrollLeft = right + margin - list.clientWidth;
    };
    reveal();
    window.addEventListener('resize', reveal);
    return () => window.removeEventListener('resize', reveal);
  }, [activeIndex]);

  // Which edges have tabs beyond them: each such edge fades out with an arrow, the cue that the
  // list scrolls (and which way).
  const [beyond, setBeyond] = useState({ start: false, end: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setBeyond((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    // The list's width changes with the window, its content with the language.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(list);
    for (const tab of list.children) resized?.observe(tab);
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resized?.disconnect();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = ACCOUNT_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = ACCOUNT_TABS[target];
    if (!tab) return;
    refs.current[target]?.focus();
    void navigate(`${basePath}/${tab.path}`);
  };

  const active = ACCOUNT_TABS[activeIndex];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="sr-only">{t('account.heading')}</h1>
      <div className="relative">
        <div
          ref={listRef}
          role="tablist"
          aria-label={t('account.heading')}
          className="flex scroll-px-12 overflow-x-auto border-b border-slate-200 [scrollbar-width:none] sm:gap-1"
        >
          {ACCOUNT_TABS.map((tab, index) => {
            const selected = index === activeIndex;
            return (
              <Link
                key={tab.path}
                ref={(node) => {
                  refs.current[index] = node;
                }}
                to={`${basePath}/${tab.path}`}
                role="tab"
                id={`account-tab-${tab.path}`}
                aria-selected={selected}
                aria-controls="main"
                tabIndex={selected ? 0 : -1}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={`shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap sm:px-4 ${
                  selected
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {t(tab.labelKey)}
              </Link>
            );
          })}
        </div>
        <ScrollEdge side="start" shown={beyond.start} />
        <ScrollEdge side="end" shown={beyond.end} />
      </div>
      <main
        id="main"
        role="tabpanel"
        aria-labelledby={active ? `account-tab-${active.path}` : undefined}
        className="pt-8"
      >
        <Outlet />
      </main>
    </div>
  );
}

/**
 * The fade over one edge of the tab list, with an arrow pointing at the tabs beyond it. Drawn
 * over the list, never in the way of a tap (pointer-events none) nor read out (the tabs are).
 */
function ScrollEdge({ side, shown }: { side: 'start' | 'end'; shown: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-scroll-edge={side}
      data-shown={shown}
      className={`pointer-events-none absolute top-0 bottom-px flex w-12 items-center transition-opacity duration-150 ${
        side === 'start'
          ? 'left-0 justify-start bg-gradient-to-r from-white from-40% to-transparent'
          : 'right-0 justify-end bg-gradient-to-l from-white from-40% to-transparent'
      } ${shown ? 'opacity-100' : 'opacity-0'}`}
    >
      <svg viewBox="0 0 20 20" className="size-4 text-slate-500" fill="none">
        <path
          d={side === 'start' ? 'm12.5 5-5 5 5 5' : 'm7.5 5 5 5-5 5'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
