import {
  correctionEndpoints,
  MAX_DISABLED_RULES,
  ruleIdSchema,
  type AppliedRequest,
  type CorrectionUsage,
} from '@/contracts/correction';
import { accountEndpoints, type MemberLocale, type MemberProfile } from '@/contracts/account';
import type { Endpoint, EndpointReply } from '@/contracts/endpoint';
import { identityEndpoints } from '@/contracts/identity';
import { paymentsEndpoints } from '@/contracts/payments';
import { surveyEndpoints } from '@/contracts/survey';
import { clientEnv } from '@/config/client-env';
import { createApiClient, type ApiClient, type CallArgs } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import type { CheckResult, PlanSummary } from './protocol';
import { restoreKeptSession, saveSession } from './session-store';
import {
  correctionReceiptsItem,
  disabledRulesItem,
  sessionItem,
  type ExtensionSession,
} from './storage-items';

export interface BackgroundApi {
  /**
   * Resolves once the stored session has been read (the worker may just have woken up), after
   * the session kept from the previous browser session was brought back (session-store.ts).
   */
  ready: Promise<void>;
  client: ApiClient;
}

/**
 * The background worker's API client: the same client (and the same single-flight reissue on
 * 401) as the web app, with the token kept in extension storage (session-store.ts). A reissued token is stored;
 * a failed reissue ends the extension's session.
 */
export function createBackgroundApi(fetchImpl?: typeof fetch): BackgroundApi {
  let session: ExtensionSession | null = null;
  const ready = restoreKeptSession()
    .catch(() => {
      // No kept session can be read: the member signs in again.
    })
    .then(() => sessionItem.getValue())
    .then((value) => {
      session = value;
    });
  sessionItem.watch((value) => {
    session = value;
  });
  const client = createApiClient({
    baseUrl: clientEnv.apiBaseUrl,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    getToken: () => session?.token,
    setToken: (token) => {
      if (!session) return;
      session = { ...session, token };
      void saveSession(session);
    },
    clearCredentials: () => {
      session = null;
      void saveSession(null);
    },
  });
  return { ready, client };
}

/** Thrown by the check when the month's corrections are used up (429 COR02). */
export class CorrectionLimitError extends Error {
  constructor() {
    super('Monthly correction limit reached');
    this.name = 'CorrectionLimitError';
  }
}

/** Thrown by the check when the text is over the plan's characters per check (400 COR06). */
export class CheckTooLongError extends Error {
  constructor() {
    super('Text over the plan’s characters per check');
    this.name = 'CheckTooLongError';
  }
}

/**
 * A private call with the stored token, once the stored session has been read. The month's
 * corrections used up become CorrectionLimitError (429 COR02; a plain 429 is a rate limit), a
 * text over the plan's characters per check CheckTooLongError (400 COR06).
 */
async function privateCall<E extends Endpoint>(
  api: BackgroundApi,
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointReply<E>> {
  await api.ready;
  try {
    return (await api.client.call(endpoint, ...args)).data;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'COR02') throw new CorrectionLimitError();
    if (error instanceof ApiError && error.code === 'COR06') throw new CheckTooLongError();
    throw error;
  }
}

/**
 * Ends the session on the server too (POST /auth/logout), so the web app signs out on its next
 * call. Best effort: the local session is cleared by the caller whatever the server says.
 */
export async function logoutOnServer(api: BackgroundApi): Promise<void> {
  await privateCall(api, identityEndpoints.logout);
}

/** Whether the member has answered the usage survey (GET /member/forms: saved answers). */
export async function fetchSurveyAnswered(api: BackgroundApi): Promise<boolean> {
  const { response } = await privateCall(api, surveyEndpoints.form);
  const { purpose, reason, apps } = response;
  return purpose.length > 0 && reason.length > 0 && apps.length > 0;
}

/** The member's plan (GET /member/member-payment-check). */
export async function fetchPlan(api: BackgroundApi): Promise<PlanSummary> {
  const { response } = await privateCall(api, paymentsEndpoints.check);
  const { id, name, monthlyCorrections } = response.plan;
  return { id, name, monthlyCorrections };
}

/** Receipts kept at most: the newest (a month of the free plan needs 100). */
const KEPT_RECEIPTS = 300;
let receiptsSaved: Promise<void> = Promise.resolve();

/** Adds the receipts of an answer to the kept ones, one update after another. */
function keepReceipts(receipts: readonly string[]): Promise<void> {
  receiptsSaved = receiptsSaved
    .then(async () => {
      const kept = await correctionReceiptsItem.getValue();
      const merged = [...new Set([...kept, ...receipts])];
      if (merged.length !== kept.length) {
        await correctionReceiptsItem.setValue(merged.slice(-KEPT_RECEIPTS));
      }
    })
    .catch(() => {});
  return receiptsSaved;
}

/**
 * The stored switched-off rules as the check sends them: ids the API accepts only (an entry
 * stored by hand or by another version cannot make every check fail), each once, at most the
 * API's number.
 */
function rulesToLeaveOut(stored: readonly unknown[]): string[] {
  const ids = stored.filter((id): id is string => ruleIdSchema.safeParse(id).success);
  return [...new Set(ids)].slice(0, MAX_DISABLED_RULES);
}

/**
 * Checks one text with the stored token (POST /api/correction/check), sending the receipts of
 * the corrections already counted this month (`seen`: shown again, they cost nothing), keeping
 * the new ones, and the rules the member switched off (`disabledRules`: the engine does not run
 * them, so they neither show nor hide another rule's issue, nor count).
 */
export async function checkText(api: BackgroundApi, text: string): Promise<CheckResult> {
  const [seen, stored] = await Promise.all([
    correctionReceiptsItem.getValue(),
    disabledRulesItem.getValue(),
  ]);
  const disabledRules = rulesToLeaveOut(Array.isArray(stored) ? stored : []);
  const { response } = await privateCall(api, correctionEndpoints.check, {
    text,
    ...(seen.length > 0 ? { seen } : {}),
    ...(disabledRules.length > 0 ? { disabledRules } : {}),
  });
  if (response.receipts?.length) await keepReceipts(response.receipts);
  const { issues, partial, omitted, usage } = response;
  return {
    issues,
    usage,
    ...(partial ? { partial } : {}),
    ...(omitted ? { omitted } : {}),
  };
}

/** Reports an applied suggestion, rule and category only (POST /api/correction/applied). */
export async function reportApplied(
  api: BackgroundApi,
  applied: AppliedRequest,
): Promise<{ usage: CorrectionUsage }> {
  const { response } = await privateCall(api, correctionEndpoints.applied, applied);
  return response;
}

/** Saves the member's language (POST /member/locale); the profile as it now is. */
export async function saveLocale(api: BackgroundApi, locale: MemberLocale): Promise<MemberProfile> {
  const { response } = await privateCall(api, accountEndpoints.setLocale, { locale });
  return response;
}
