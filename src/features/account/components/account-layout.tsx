import { useEffect, useRef, type KeyboardEvent } from 'react';
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
      const left = tab.offsetLeft - list.offsetLeft;
      if (left < list.scrollLeft) list.scrollLeft = left;
      else if (left + tab.offsetWidth > list.scrollLeft + list.clientWidth)
        list.scrollLeft = left + tab.offsetWidth - list.clientWidth;
    };
    reveal();
    window.addEventListener('resize', reveal);
    return () => window.removeEventListener('resize', reveal);
  }, [activeIndex]);

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
      <div
        ref={listRef}
        role="tablist"
        aria-label={t('account.heading')}
        className="flex overflow-x-auto border-b border-slate-200 sm:gap-1"
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
