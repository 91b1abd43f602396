import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';

/**
 * What the API logs and what it never logs (docs/api.md, "Logs"). Logs hold no personal data:
 * no e-mail addresses, names, texts, member or session ids, tokens, links, cookies or
 * passwords. Requests are logged as method, path, client address, status and time; query
 * values are blanked except a few harmless ones; database errors keep their SQLSTATE, the
 * statement and the constraint but never the parameters or the values PostgreSQL quotes.
 */

/** Query parameters whose values are logged as they are; every other value is blanked. */
const HARMLESS_QUERY_KEYS = new Set([
  'flag',
  'provider',
  'lang',
  'response_type',
  'response_mode',
  'scope',
  'client_id',
  'code_challenge_method',
  'prompt',
]);

/** The request URL for logs: every query value blanked but the few harmless ones. */
export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  if (index < 0) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  for (const key of new Set(params.keys())) {
    if (!HARMLESS_QUERY_KEYS.has(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, index)}?${params.toString()}`;
}

/** Values PostgreSQL quotes in its messages (`invalid input syntax for type uuid: "..."`). */
function maskQuoted(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"');
}

/** The stack's frames without its message lines (they repeat the message). */
function stackFrames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  cause?: unknown;
  /** Drizzle's DrizzleQueryError */
  query?: unknown;
  params?: unknown;
  /** pg's DatabaseError */
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

function isDatabaseError(error: ErrorLike): boolean {
  return (
    'params' in error ||
    (typeof error.severity === 'string' && typeof error.code === 'string') ||
    error.name === 'DrizzleQueryError'
  );
}

/**
 * The `err` serializer. A database error (Drizzle's wrapper and pg's error under it) is
 * reduced to its type, SQLSTATE, statement (with `$1` placeholders), constraint, table and
 * column, and its message with quoted values masked; the parameters and PostgreSQL's `detail`
 * (which repeats key values) are dropped, and so are the message lines of the stack, which
 * repeat the parameters. Other errors keep type, message and stack frames.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: String(error), stack: '' };
  }
  if (Object.getPrototypeOf(error) === Object.prototype) {
    // Already reduced by the caller (the correction routes log type and frames only).
    return { type: 'Error', message: '', stack: '', ...(error as Record<string, unknown>) };
  }
  const e = error as ErrorLike;
  const type =
    typeof e.name === 'string' && e.name !== 'Error'
      ? e.name
      : (error.constructor?.name ?? 'Error');
  const cause =
    e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {};
  if (isDatabaseError(e)) {
    return {
      type,
      ...(typeof e.code === 'string' ? { code: e.code } : {}),
      ...(typeof e.query === 'string' ? { query: e.query } : {}),
      ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
      ...(typeof e.table === 'string' ? { table: e.table } : {}),
      ...(typeof e.column === 'string' ? { column: e.column } : {}),
      ...(typeof e.routine === 'string' ? { routine: e.routine } : {}),
      // Drizzle's message is the statement and its parameters; pg's is PostgreSQL's own.
      message: typeof e.message === 'string' && !('params' in e) ? maskQuoted(e.message) : '',
      stack: stackFrames(e.stack),
      ...cause,
    };
  }
  return {
    type,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    message: typeof e.message === 'string' ? e.message : '',
    stack: stackFrames(e.stack),
    ...cause,
  };
}

/** Logger options: JSON lines; credentials and personal data never logged (see above). */
export function loggerOptions(config: Pick<ServerConfig, 'logLevel'>) {
  return {
    level: config.logLevel,
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
      err: (error: unknown) => serializeError(error),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers.authorization',
        'res.headers["set-cookie"]',
        // Bodies are never logged (Fastify does not, and nothing here does); should one ever
        // be, the text sent for correction and passwords stay out.
        'req.body',
        'body',
        'email',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * One log line per request, written when it is answered (method, path, client address, status
 * and time together), instead of Fastify's two ("incoming request", then "request completed"):
 * half the logging work of every request. Errors are logged as Fastify logs them.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
