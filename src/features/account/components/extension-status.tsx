import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/lib/session/auth-store';
import { SESSION_WAIT_MS, useExtensionLink } from '@/lib/session/extension-link';
import { memberIdOf } from '@/lib/session/member-key';
import { connectExtension } from '@/lib/session/session';

/** How long a connection may take before the profile says it did not work. */
const CONNECT_WAIT_MS = SESSION_WAIT_MS * 3;

/**
 * The profile's "Browser extension" section on the web app: whether the extension is installed
 * in this browser and holds a session for this member (its web bridge says so for the member the
 * page names, docs/architecture.md), a button that connects it when it does not, and where to
 * learn how to install it when it is missing. Nothing on the extension's own pages.
 */
export function ExtensionStatus() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const member = useAuthStore((state) => memberIdOf(state.auth.accessToken));
  const link = useExtensionLink(member);
  const [attempt, setAttempt] = useState<'idle' | 'pending' | 'failed'>('idle');

  // A connection that went through ends the attempt (state adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState(link.state);
  if (seen !== link.state) {
    setSeen(link.state);
    if (link.state === 'connected') setAttempt('idle');
  }
  useEffect(() => {
    if (attempt !== 'pending') return;
    const timer = setTimeout(() => setAttempt('failed'), CONNECT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [attempt]);

  const connect = () => {
    setAttempt('pending');
    connectExtension(queryClient, { fresh: true }).then(
      (handed) => {
        if (!handed) setAttempt('failed');
      },
      () => setAttempt('failed'),
    );
  };

  if (link.state === 'extension-page') return null;
  return (
    <section aria-labelledby="extension-status-heading" className="flex flex-col gap-3">
      <h3 id="extension-status-heading" className="text-lg font-semibold">
        {t('profile.extension.heading')}
      </h3>
      <div
        className="flex flex-col gap-2 rounded-xl border border-slate-200 p-6 text-sm"
        aria-live="polite"
        aria-busy={link.state === 'checking' || attempt === 'pending'}
      >
        {link.state === 'checking' && (
          <p className="text-slate-500">{t('profile.extension.checking')}</p>
        )}
        {link.state === 'connected' && (
          <>
            <p className="flex items-center gap-2 font-medium">
              <span className="size-2.5 rounded-full bg-brand-600" aria-hidden="true" />
              {t('profile.extension.connected', { version: link.version })}
            </p>
            <p className="text-slate-600">{t('profile.extension.connectedHint')}</p>
          </>
        )}
        {link.state === 'signed-out' && (
          <>
            <p className="flex items-center gap-2 font-medium">
              <span className="size-2.5 rounded-full bg-amber-500" aria-hidden="true" />
              {t('profile.extension.signedOut', { version: link.version })}
            </p>
            <p className="text-slate-600">{t('profile.extension.signedOutHint')}</p>
            <div className="flex flex-wrap items-center gap-3 pt-1">
              <Button onClick={connect} disabled={attempt === 'pending'}>
                {attempt === 'pending'
                  ? t('profile.extension.connecting')
                  : t('profile.extension.connect')}
              </Button>
              {attempt === 'failed' && (
                <p role="alert" className="text-red-700">
                  {t('profile.extension.connectFailed')}
                </p>
              )}
            </div>
          </>
        )}
        {link.state === 'missing' && (
          <>
            <p className="flex items-center gap-2 font-medium">
              <span className="size-2.5 rounded-full bg-slate-400" aria-hidden="true" />
              {t('profile.extension.missing')}
            </p>
            <p className="text-slate-600">
              {t('profile.extension.missingHint')}{' '}
              <Link to="/account/service" className="font-medium text-brand-700 underline">
                {t('profile.extension.howToInstall')}
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
