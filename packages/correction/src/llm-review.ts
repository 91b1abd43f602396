/**
 * Optional AI pass: asks an OpenAI-compatible chat-completions endpoint for sentence rewrites
 * and merges them as STYLE issues that never overlap the rule-based ones. Off unless
 * configured, time-limited, and never blocking: on any error or timeout the rule-based result
 * is returned unchanged. Uses only `fetch`, so it runs in Node and in browsers alike.
 */
import type { Checker, CheckOptions } from './checker.ts';
import type { Issue, Language } from './types.ts';

export interface LlmReviewOptions {
  /** Full URL of the chat-completions endpoint, e.g. http://host:8080/v1/chat/completions. */
  url: string;
  apiKey?: string;
  model?: string;
  /** Upper bound for the whole AI pass. Default 3,000 ms. */
  timeoutMs?: number;
  /** At most this many sentences are sent. Default 40. */
  maxSentences?: number;
  fetch?: typeof fetch;
}

export interface LlmReviewer {
  /** Rewrite suggestions for `text`, as STYLE issues not overlapping `existing`. Never throws. */
  review(text: string, existing: readonly Issue[], language: Language): Promise<Issue[]>;
}

export const LLM_RULE_ID = 'style.ai-rewrite';

/** Reads CORRECTION_LLM_URL, CORRECTION_LLM_KEY, CORRECTION_LLM_MODEL, CORRECTION_LLM_TIMEOUT_MS. */
export function llmOptionsFromEnv(
  env: Record<string, string | undefined>,
): LlmReviewOptions | null {
  const url = env.CORRECTION_LLM_URL?.trim();
  if (!url) return null;
  const timeout = Number(env.CORRECTION_LLM_TIMEOUT_MS);
  return {
    url,
    apiKey: env.CORRECTION_LLM_KEY?.trim() || undefined,
    model: env.CORRECTION_LLM_MODEL?.trim() || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
  };
}

interface Sentence {
  text: string;
  offset: number;
}

/** Sentences with their UTF-16 offsets (split after . ! ? … and at line breaks). */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const re = /[^\n.!?…]+(?:[.!?…]+|$|(?=\n))/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    const lead = m[0].length - m[0].trimStart().length;
    const s = m[0].trim();
    if (/[가-힣]/.test(s)) out.push({ text: s, offset: m.index + lead });
  }
  return out;
}

const SYSTEM_PROMPT =
  'You are a careful Korean copy editor. For each numbered Korean sentence that reads ' +
  'unnaturally (translationese, wordiness, awkward order), propose one natural rewrite with the ' +
  'same meaning. Leave correct, natural sentences out. Answer only with JSON: ' +
  '{"rewrites":[{"id":<number>,"rewrite":"<sentence>","reason_ko":"<짧은 이유>","reason_en":"<short reason>"}]}';

interface Rewrite {
  id: number;
  rewrite: string;
  reason_ko?: string;
  reason_en?: string;
}

function parseRewrites(content: string): Rewrite[] {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return [];
  const data: unknown = JSON.parse(content.slice(start, end + 1));
  if (
    !data ||
    typeof data !== 'object' ||
    !Array.isArray((data as { rewrites?: unknown }).rewrites)
  )
    return [];
  return ((data as { rewrites: unknown[] }).rewrites as unknown[]).filter(
    (r): r is Rewrite =>
      !!r &&
      typeof r === 'object' &&
      typeof (r as Rewrite).id === 'number' &&
      typeof (r as Rewrite).rewrite === 'string',
  );
}

function overlaps(a: { offset: number; length: number }, b: { offset: number; length: number }) {
  return a.offset < b.offset + b.length && b.offset < a.offset + a.length;
}

export function createLlmReviewer(options: LlmReviewOptions): LlmReviewer {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 3000;
  const maxSentences = options.maxSentences ?? 40;
  return {
    async review(text, existing, language) {
      const sentences = splitSentences(text).slice(0, maxSentences);
      if (sentences.length === 0) return [];
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const res = await doFetch(options.url, {
          method: 'POST',
          signal: controller.signal,
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model ?? 'default',
            temperature: 0,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: sentences.map((s, i) => `${i + 1}. ${s.text}`).join('\n') },
            ],
          }),
        });
        if (!res.ok) return [];
        const body = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
        const content = body.choices?.[0]?.message?.content;
        if (typeof content !== 'string') return [];
        const issues: Issue[] = [];
        for (const r of parseRewrites(content)) {
          const sentence = sentences[r.id - 1];
          const rewrite = r.rewrite.trim();
          if (!sentence || rewrite.length === 0 || rewrite === sentence.text) continue;
          if (rewrite.length > sentence.text.length * 3 + 20) continue;
          const issue: Issue = {
            offset: sentence.offset,
            length: sentence.text.length,
            original: sentence.text,
            suggestions: [rewrite],
            category: 'STYLE',
            ruleId: LLM_RULE_ID,
            message:
              (language === 'ko' ? r.reason_ko : r.reason_en)?.trim() ||
              (language === 'ko'
                ? 'AI가 더 자연스러운 문장을 제안합니다.'
                : 'The AI suggests a more natural sentence.'),
            reference: null,
          };
          if (existing.some((e) => overlaps(e, issue)) || issues.some((e) => overlaps(e, issue)))
            continue;
          issues.push(issue);
        }
        return issues;
      } catch {
        return [];
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Rule-based issues, plus AI rewrites when a reviewer is configured. The AI pass is bounded by
 * its own timeout; the result is always sorted and free of overlaps.
 */
export async function checkWithReview(
  checker: Checker,
  reviewer: LlmReviewer | null,
  text: string,
  options?: CheckOptions,
): Promise<Issue[]> {
  const issues = checker.check(text, options);
  if (!reviewer) return issues;
  const extra = await reviewer.review(text, issues, options?.language ?? 'ko');
  return [...issues, ...extra].sort((a, b) => a.offset - b.offset);
}
