import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@/contracts/identity';
import { ApiError } from '@/lib/api/api-error';
import { reportError } from '@/lib/errors/report-error';
import { ProviderMark } from './provider-marks';

/** The login page offers Google and LINE; Facebook uses the same path when enabled. */
export const LOGIN_PAGE_PROVIDERS: readonly SocialProvider[] = ['google', 'line'];

/**
 * Each provider's button colours (docs/decisions.md, "Social sign-in buttons"): Google's light
 * button (white, #747775 outline, #1F1F1F text); LINE green #06C755 with near-black text (its
 * guideline's white text would fail WCAG contrast on that green); Facebook blue.
 */
const STYLES: Record<SocialProvider, string> = {
  google: 'border border-[#747775] bg-white text-[#1F1F1F] hover:bg-slate-50',
  line: 'bg-[#06C755] text-black hover:bg-[#05b34c]',
  facebook: 'bg-[#0f5fcc] text-white hover:bg-[#0d52b0]',
};

const BUTTON =
  'inline-flex items-center justify-center gap-3 rounded-lg px-4 py-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export interface SocialButtonsProps {
  providers?: readonly SocialProvider[];
  /** Replaces the browser redirect (tests). */
  redirect?: (url: string) => void;
  /**
   * Where social sign-in happens when it cannot start here: each button becomes a link that
   * opens this page in a new tab (the extension's options page opens the web app's /login,
   * whose origin the provider returns to; the hand-over then brings the session back).
   */
  signInPageHref?: string;
}

/** `?social=<provider>` on the sign-in page starts that provider at once (see below). */
export const SOCIAL_START_PARAM = 'social';

/** The sign-in page's address that starts `provider` by itself (the options page's links). */
export function socialSignInHref(signInPageHref: string, provider: SocialProvider): string {
  const url = new URL(signInPageHref);
  url.searchParams.set(SOCIAL_START_PARAM, provider);
  return url.toString();
}

/**
 * The provider's start address with a fresh anti-forgery state. Its code (the contracts, zod,
 * the validated environment) loads on the click, not with the login page (docs/decisions.md,
 * "Login page weight").
 */
async function startAddress(provider: SocialProvider): Promise<string> {
  const [{ socialStartUrl }, { clientEnv }] = await Promise.all([
    import('@/features/identity/api/social-api'),
    import('@/config/client-env'),
  ]);
  return socialStartUrl(clientEnv.apiBaseUrl, provider);
}

/**
 * One click disables every button, saves a random anti-forgery state in session storage and
 * sends the browser to the provider's login (through the API's start address).
 */
export function SocialButtons({
  providers = LOGIN_PAGE_PROVIDERS,
  redirect = (url) => window.location.assign(url),
  signInPageHref,
}: SocialButtonsProps) {
  const { t } = useTranslation();
  const [started, setStarted] = useState(false);
  const startedOnce = useRef(false);
  const start = (provider: SocialProvider) => {
    if (startedOnce.current) return;
    startedOnce.current = true;
    setStarted(true);
    startAddress(provider).then(redirect, () => {
      // The code could not be loaded (no network): say so, and let the member try again.
      startedOnce.current = false;
      setStarted(false);
      reportError(new ApiError('NETWORK', 0, 'The sign-in page could not be loaded'), t);
    });
  };

  // Opened from the extension's options page with ?social=<provider>: the member already chose
  // the provider there, so the flow starts here (where the anti-forgery state must live)
  // without a second click. Only a provider this page offers; nothing else is read.
  useEffect(() => {
    if (signInPageHref || typeof window === 'undefined') return;
    const wanted = new URLSearchParams(window.location.search).get(SOCIAL_START_PARAM);
    const provider = providers.find((candidate) => candidate === wanted);
    if (provider) start(provider);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (signInPageHref) {
    return (
      <div className="flex flex-col gap-2">
        {providers.map((provider) => (
          <a
            key={provider}
            href={socialSignInHref(signInPageHref, provider)}
            target="_blank"
            rel="noreferrer"
            className={`${BUTTON} ${STYLES[provider]}`}
          >
            <ProviderMark provider={provider} />
            {t(`social.continueWith.${provider}`)}
          </a>
        ))}
        <p className="mt-1 text-center text-xs text-balance text-slate-500">
          {t('social.onWebsite')}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          disabled={started}
          onClick={() => start(provider)}
          className={`${BUTTON} ${STYLES[provider]}`}
        >
          <ProviderMark provider={provider} />
          {t(`social.continueWith.${provider}`)}
        </button>
      ))}
    </div>
  );
}
