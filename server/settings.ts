/** Limits and lifetimes; buildApp takes overrides (tests shorten or loosen them, never in production). */
export interface Window {
  max: number;
  windowMs: number;
}

export interface SignInThrottleSettings {
  /** Failed attempts on one account from one client that need no wait. */
  pairFreeAttempts: number;
  /** Then the pair waits this long after its last attempt, doubling each time... */
  pairBaseDelayMs: number;
  /** ...up to this. */
  pairMaxDelayMs: number;
  /** A pair's counter ends this long after its first failure (a success ends it at once). */
  pairWindowMs: number;
  /** Failures of one client on any accounts; over this, the client is refused until the window ends. */
  clientFailures: Window;
  /** Failures of one account from all clients above which every attempt on it waits `accountDelayMs`. */
  accountSlowDownAfter: number;
  accountWindowMs: number;
  accountDelayMs: number;
}

export interface AppSettings {
  /** Absolute lifetime of a sign-in session (refresh family): 30 days. */
  sessionTtlMs: number;
  /** Lifetime of one refresh token if unused: 14 days (never beyond the session's end). */
  refreshTtlMs: number;
  /** A refresh token used again within this time after its rotation still succeeds (tabs). */
  reissueGraceMs: number;
  /** Verification and reset links: 30 minutes. */
  verificationTtlMs: number;
  /** A confirmed sign-up verification is good for a sign-up within 24 hours. */
  signupWindowMs: number;
  /** Mails per address and kind (verification, reset) in 24 hours, and the gap between them. */
  mailsPerAddress: number;
  mailGapMs: number;
  /** Social sign-in attempts expire after 10 minutes. */
  oauthTtlMs: number;
  /** Sign-in throttling (docs/api.md, "Sign-in throttling"). */
  signInThrottle: SignInThrottleSettings;
  rateLimits: {
    signInPerClient: Window;
    mailPerClient: Window;
    reissuePerClient: Window;
    socialPerClient: Window;
    /**
     * Lookups per client (IP) and route: calls that answer whether something exists
     * (confirm-email, a link token's check, the dev mailbox).
     */
    lookupPerClient: Window;
    /** Private correction checks per client (IP), each CPU work; the same for `applied`. */
    checkPerClient: Window;
    /** The public landing-page demo per client (IP). */
    demoPerClient: Window;
  };
}

export const DEFAULT_SETTINGS: AppSettings = {
  sessionTtlMs: 30 * 24 * 3600_000,
  refreshTtlMs: 14 * 24 * 3600_000,
  reissueGraceMs: 10_000,
  verificationTtlMs: 30 * 60_000,
  signupWindowMs: 24 * 3600_000,
  mailsPerAddress: 3,
  mailGapMs: 60_000,
  oauthTtlMs: 10 * 60_000,
  signInThrottle: {
    pairFreeAttempts: 5,
    pairBaseDelayMs: 1_000,
    pairMaxDelayMs: 15 * 60_000,
    pairWindowMs: 24 * 3600_000,
    clientFailures: { max: 30, windowMs: 15 * 60_000 },
    accountSlowDownAfter: 20,
    accountWindowMs: 15 * 60_000,
    accountDelayMs: 1_000,
  },
  rateLimits: {
    signInPerClient: { max: 20, windowMs: 60_000 },
    mailPerClient: { max: 10, windowMs: 60_000 },
    reissuePerClient: { max: 30, windowMs: 60_000 },
    socialPerClient: { max: 20, windowMs: 60_000 },
    lookupPerClient: { max: 30, windowMs: 60_000 },
    checkPerClient: { max: 300, windowMs: 60_000 },
    demoPerClient: { max: 30, windowMs: 60_000 },
  },
};

export type SettingsOverrides = Partial<Omit<AppSettings, 'rateLimits'>> & {
  rateLimits?: Partial<AppSettings['rateLimits']>;
};

const scale = (value: number, factor: number) => Math.max(1, Math.round(value * factor));

/** Defaults, with the per-client and per-account limits scaled by `factor`, then overrides. */
export function resolveSettings(overrides: SettingsOverrides = {}, factor = 1): AppSettings {
  const scaled = Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS.rateLimits).map(([name, window]) => [
      name,
      { ...window, max: scale(window.max, factor) },
    ]),
  ) as AppSettings['rateLimits'];
  const throttle = DEFAULT_SETTINGS.signInThrottle;
  return {
    ...DEFAULT_SETTINGS,
    signInThrottle: {
      ...throttle,
      pairFreeAttempts: scale(throttle.pairFreeAttempts, factor),
      clientFailures: {
        ...throttle.clientFailures,
        max: scale(throttle.clientFailures.max, factor),
      },
      accountSlowDownAfter: scale(throttle.accountSlowDownAfter, factor),
    },
    ...overrides,
    rateLimits: { ...scaled, ...overrides.rateLimits },
  };
}
