import type { CorrectionUsage } from '@/contracts/correction';
import { requestRpc } from '@/extension/rpc-client';
import {
  CheckRefused,
  DEFAULT_PIECE_LENGTH,
  type CheckAnswer,
  type EditorDeps,
} from './editor-types';
import { editorStrings } from './strings';

function atLimit({ used, limit }: CorrectionUsage): boolean {
  return limit !== null && used >= limit;
}

/** How long a "signed in?" answer is trusted before the background is asked again. */
const SESSION_TTL_MS = 10_000;

/**
 * The editor's link to the background: text goes out, issues come back; the token stays in the
 * background. Signed out: nothing is sent. The replies tell the plan's characters per check
 * (the pieces sent follow it) and whether the month's corrections are used up.
 */
export function backgroundDeps(
  language: () => string,
  now = () => Date.now(),
): Pick<EditorDeps, 'check' | 'signedIn' | 'applied' | 'strings' | 'limited' | 'maxLength'> {
  let session: { signedIn: boolean; at: number } | null = null;
  let limited = false;
  let maxLength = DEFAULT_PIECE_LENGTH;
  return {
    async signedIn() {
      if (session && now() - session.at < SESSION_TTL_MS) return session.signedIn;
      const reply = await requestRpc('session/get').catch(() => null);
      session = { signedIn: reply?.ok === true && reply.data.signedIn, at: now() };
      return session.signedIn;
    },
    // The card speaks the extension's language setting (the member's), else the browser's.
    strings: () => editorStrings(language()),
    limited: () => limited,
    maxLength: () => maxLength,
    async check(text: string): Promise<CheckAnswer> {
      const reply = await requestRpc('correction/check', { text });
      if (reply.ok) {
        const { issues, partial, omitted, usage } = reply.data;
        limited = atLimit(usage);
        maxLength = usage.maxCharacters;
        return { issues, partial, omitted };
      }
      if (reply.error === 'signed-out') session = { signedIn: false, at: now() };
      if (reply.error === 'limit') limited = true;
      // The plan changed under us (a premium month ended): back to the smallest pieces.
      if (reply.error === 'too-long') maxLength = DEFAULT_PIECE_LENGTH;
      throw new CheckRefused(reply.error === 'forbidden' ? 'failed' : reply.error);
    },
    applied(issue) {
      void requestRpc('correction/applied', { ruleId: issue.ruleId, category: issue.category })
        .then((reply) => {
          if (reply.ok) limited = atLimit(reply.data.usage);
        })
        .catch(() => {});
    },
  };
}
