import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySuggestions, createCheckerWith } from './checker.ts';
import {
  checkWithReview,
  createLlmReviewer,
  LLM_RULE_ID,
  llmOptionsFromEnv,
  splitSentences,
} from './llm-review.ts';

type Reply = { status?: number; delayMs?: number; content?: string; raw?: string };

/** A local test double of an OpenAI-compatible chat-completions endpoint. */
let server: Server;
let url = '';
let nextReply: Reply = {};
const received: Array<{
  auth: string | undefined;
  body: { messages: Array<{ content: string }> };
}> = [];

async function readBody(req: IncomingMessage): Promise<string> {
  let data = '';
  for await (const chunk of req) data += String(chunk);
  return data;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as (typeof received)[number]['body'];
    received.push({ auth: req.headers.authorization, body });
    const reply = nextReply;
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.end(
      reply.raw ??
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: reply.content ?? '' } }],
        }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const checker = createCheckerWith(null);
const TEXT = '몇일 뒤에 만나요. 그 회의는 논의가 이루어지는 것이 필요합니다.';

describe('configuration', () => {
  it('is off unless CORRECTION_LLM_URL is set', () => {
    expect(llmOptionsFromEnv({})).toBeNull();
    expect(llmOptionsFromEnv({ CORRECTION_LLM_URL: ' ' })).toBeNull();
    expect(
      llmOptionsFromEnv({
        CORRECTION_LLM_URL: 'http://x/v1/chat/completions',
        CORRECTION_LLM_KEY: 'k',
        CORRECTION_LLM_TIMEOUT_MS: '500',
      }),
    ).toEqual({
      url: 'http://x/v1/chat/completions',
      apiKey: 'k',
      model: undefined,
      timeoutMs: 500,
    });
  });

  it('splits sentences with UTF-16 offsets', () => {
    const s = splitSentences('😀 첫 문장입니다. 둘째 문장!\n셋째');
    expect(s.map((x) => [x.offset, x.text])).toEqual([
      [0, '😀 첫 문장입니다.'],
      [12, '둘째 문장!'],
      [19, '셋째'],
    ]);
  });
});

describe('AI rewrite pass against a local test double', () => {
  it('merges a rewrite as a STYLE issue without overlapping rule-based issues', async () => {
    nextReply = {
      content: JSON.stringify({
        rewrites: [
          { id: 1, rewrite: '며칠 뒤에 봬요.', reason_ko: '겹침', reason_en: 'overlaps' },
          {
            id: 2,
            rewrite: '그 회의에서는 논의가 필요합니다.',
            reason_ko: '번역 투입니다.',
            reason_en: 'Translationese.',
          },
        ],
      }),
    };
    const reviewer = createLlmReviewer({ url, apiKey: 'secret', timeoutMs: 2000 });
    const issues = await checkWithReview(checker, reviewer, TEXT, { language: 'en' });
    expect(received.at(-1)?.auth).toBe('Bearer secret');
    expect(received.at(-1)?.body.messages[1]?.content).toContain('2. 그 회의는');
    expect(issues.map((i) => i.ruleId)).toEqual(['spelling.misspelling', LLM_RULE_ID]);
    const ai = issues[1];
    expect(ai?.original).toBe(TEXT.slice(ai?.offset, (ai?.offset ?? 0) + (ai?.length ?? 0)));
    expect(ai?.message).toBe('Translationese.');
    expect(applySuggestions(TEXT, issues)).toBe(
      '며칠 뒤에 만나요. 그 회의에서는 논의가 필요합니다.',
    );
  });

  it('returns the rule-based result within the time limit when the model is slow', async () => {
    nextReply = { delayMs: 1500, content: '{"rewrites":[]}' };
    const reviewer = createLlmReviewer({ url, timeoutMs: 200 });
    const t0 = performance.now();
    const issues = await checkWithReview(checker, reviewer, TEXT);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(issues).toEqual(checker.check(TEXT));
  });

  it('ignores errors and malformed answers', async () => {
    const reviewer = createLlmReviewer({ url, timeoutMs: 2000 });
    for (const reply of [
      { status: 500 },
      { raw: 'not json' },
      { content: 'no json here' },
      { content: '{"rewrites":[{"id":9,"rewrite":"x"}]}' },
    ]) {
      nextReply = reply;
      expect(await checkWithReview(checker, reviewer, TEXT)).toEqual(checker.check(TEXT));
    }
    const unreachable = createLlmReviewer({
      url: 'http://127.0.0.1:1/v1/chat/completions',
      timeoutMs: 500,
    });
    expect(await checkWithReview(checker, unreachable, TEXT)).toEqual(checker.check(TEXT));
  });

  it('is not called without a reviewer', async () => {
    const before = received.length;
    expect(await checkWithReview(checker, null, TEXT)).toEqual(checker.check(TEXT));
    expect(received.length).toBe(before);
  });
});
