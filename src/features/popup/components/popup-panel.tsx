import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { PlanLine } from '@/components/plan-line';
import { Button } from '@/components/ui/button';
import type { MemberProfile } from '@/contracts/account';

export interface PopupPlan {
  id: 'free' | 'premium';
  monthlyCorrections: number | null;
}

export interface PopupSite {
  /** The current tab's hostname (http and https pages only). */
  hostname: string;
  enabled: boolean;
}

export interface PopupPause {
  /** The typing pause before a check, in milliseconds. */
  value: number;
  choices: readonly number[];
  defaultValue: number;
}

export interface PopupState {
  user: MemberProfile | null;
  /** null when signed out or when the plan could not be loaded. */
  plan: PopupPlan | null;
  /**
   * The tab the popup was opened on: its site and whether checking is on there; null when the
   * tab is not a web page (a browser page: settings, new tab, the extension stores).
   */
  site?: PopupSite | null;
  /** The editor's typing pause (absent: the popup shows no pause control). */
  pause?: PopupPause | null;
}

export interface PopupPanelProps {
  /** Reads the session (and plan) from the background worker. */
  loadState: () => Promise<PopupState>;
  onOpenAccount: () => void;
  onSignIn: () => void;
  /** Turns checking on or off for the current site. */
  onToggleSite?: (hostname: string, enabled: boolean) => Promise<void>;
  /** Stores the typing pause the member picked. */
  onPauseChange?: (ms: number) => Promise<void>;
  /** Ends the extension's session (and the server's). */
  onSignOut?: () => Promise<void>;
}

/** How long the editor waits after the last keystroke before it checks. */
function PauseSelect({
  pause,
  onChange,
}: {
  pause: PopupPause;
  onChange: (ms: number) => Promise<void>;
}) {
  const { t } = useTranslation('extension');
  const id = useId();
  const [value, setValue] = useState(pause.value);
  const change = async (ms: number) => {
    setValue(ms);
    await onChange(ms);
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('popup.pause.label')}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t('popup.pause.hint')}
        </p>
      </div>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => void change(Number(event.target.value))}
        className="shrink-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        {pause.choices.map((ms) => (
          <option key={ms} value={ms}>
            {t(ms === pause.defaultValue ? 'popup.pause.default' : 'popup.pause.seconds', {
              seconds: ms / 1000,
            })}
          </option>
        ))}
      </select>
    </div>
  );
}

function SiteSwitch({
  site,
  onToggle,
}: {
  site: PopupSite;
  onToggle: (hostname: string, enabled: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('extension');
  const queryClient = useQueryClient();
  const toggle = async () => {
    await onToggle(site.hostname, !site.enabled);
    await queryClient.invalidateQueries({ queryKey: ['popup', 'state'] });
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
      <div className="min-w-0">
        <p id="site-switch-label" className="text-sm font-semibold">
          {t('popup.site.label')}
        </p>
        <p className="truncate text-xs text-slate-500">{site.hostname}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={site.enabled}
        aria-labelledby="site-switch-label"
        aria-describedby="site-switch-state"
        onClick={() => void toggle()}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${site.enabled ? 'bg-brand-600' : 'bg-slate-300'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${site.enabled ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
        <span id="site-switch-state" className="sr-only">
          {site.enabled ? t('popup.site.on') : t('popup.site.off')}
        </span>
      </button>
    </div>
  );
}

/** Why a browser page has no switch: the extension cannot run there. */
function NoSiteNote() {
  const { t } = useTranslation('extension');
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="text-sm font-semibold">{t('popup.site.label')}</p>
      <p className="text-xs text-slate-500">{t('popup.site.unavailable')}</p>
    </div>
  );
}

function SignOutButton({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const { t } = useTranslation('extension');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await onSignOut();
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['popup', 'state'] });
    }
  };
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void signOut()}>
      {t('popup.signOut')}
    </Button>
  );
}

/**
 * The toolbar popup: who is signed in and on which plan, checking on the tab's site, the typing
 * pause, the language and sign-out; or a way to sign in.
 */
export function PopupPanel({
  loadState,
  onOpenAccount,
  onSignIn,
  onToggleSite,
  onPauseChange,
  onSignOut,
}: PopupPanelProps) {
  const { t } = useTranslation('extension');
  const { data, isPending, isError } = useQuery({
    queryKey: ['popup', 'state'],
    queryFn: loadState,
    retry: false,
    throwOnError: false, // the popup shows its own error line
  });

  return (
    <main className="flex w-80 flex-col gap-4 p-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-lg font-bold text-brand-700">{t('popup.title')}</h1>
        <LanguageSwitch />
      </div>
      {isPending ? (
        <p role="status" className="text-sm text-slate-500">
          {t('popup.loading')}
        </p>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('popup.error')}
        </p>
      ) : data.user ? (
        <>
          <section aria-label={t('popup.signedInAs')} className="rounded-lg bg-slate-50 p-3">
            <p className="text-xs text-slate-500">{t('popup.signedInAs')}</p>
            <p className="font-semibold">{data.user.name}</p>
            <p className="text-sm text-slate-600">{data.user.email}</p>
            <div className="mt-2">
              {data.plan ? (
                <PlanLine plan={data.plan} />
              ) : (
                <p className="text-xs text-slate-500">{t('popup.plan.unavailable')}</p>
              )}
            </div>
          </section>
          {onToggleSite && data.site !== undefined ? (
            data.site ? (
              <SiteSwitch site={data.site} onToggle={onToggleSite} />
            ) : (
              <NoSiteNote />
            )
          ) : null}
          {data.pause && onPauseChange ? (
            <PauseSelect pause={data.pause} onChange={onPauseChange} />
          ) : null}
          <Button onClick={onOpenAccount}>{t('popup.openAccount')}</Button>
          {onSignOut ? <SignOutButton onSignOut={onSignOut} /> : null}
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('popup.signedOut')}</p>
          <Button onClick={onSignIn}>{t('popup.signIn')}</Button>
        </>
      )}
    </main>
  );
}
