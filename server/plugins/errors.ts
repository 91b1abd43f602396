import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_CODES, type ApiCode } from '../../src/contracts/common';
import { UNSTORABLE_TEXT_MESSAGE } from '../../src/contracts/fields';
import { isDatabaseUnavailable } from '../db/pool';
import { ApiError } from '../errors';

/** The validation code for the first failing field: one code per kind of field. */
function validationCode(path: string, keyword: string | undefined): ApiCode {
  const field = path.replace(/^\//, '').split('/')[0] ?? '';
  // `text` is only taken by the correction calls: too long COR01, empty COR03.
  if (field === 'text' && keyword === 'too_big') return 'COR01';
  if (field === 'text' && keyword === 'too_small') return 'COR03';
  if (field === 'email' || field === 'to') return 'VAL02';
  if (field === 'password') return 'VAL12';
  if (field === 'name') return 'VAL03';
  if (field === 'birth_date') return 'VAL07';
  return 'VAL01';
}

function codeForFastifyError(error: FastifyError): ApiCode {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'ERR04';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'ERR05';
  const status = error.statusCode ?? 500;
  if (status === 429) return 'ERR02';
  if (status === 404) return 'ERR01';
  if (status >= 400 && status < 500) return 'VAL01';
  return 'ERR03';
}

/**
 * Every failure becomes the standard reply `{ code, status, msg, success: false }`: bad input
 * is 400 with a VAL code (never 5xx), unexpected errors 500 ERR03 (logged, details hidden).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      let code: ApiCode;
      if (error instanceof ApiError) {
        code = error.code;
        reply.headers(error.headers);
      } else if (isDatabaseUnavailable(error)) {
        // Down, restarting or out of connections: retryable, and not a bug.
        code = 'ERR06';
        reply.header('retry-after', '1');
        request.log.warn({ err: error }, 'database unavailable');
      } else if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        code = validationCode(first?.instancePath ?? '', first?.keyword);
        if (error.validationContext !== 'body' && code === 'VAL12') code = 'VAL01';
        // A NUL or an unpaired surrogate in any field: one code, whatever the field.
        if (error.validation.some((issue) => issue.message === UNSTORABLE_TEXT_MESSAGE)) {
          code = 'VAL13';
        }
      } else {
        code = codeForFastifyError(error);
        if (API_CODES[code].status >= 500) {
          if (request.routeOptions.config.privateText) {
            // The message of an error could quote the text being corrected: keep only the
            // type and the stack frames.
            const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
            request.log.error(
              { err: { type: error.name, code: error.code, frames } },
              'unhandled error (message withheld: private text)',
            );
          } else {
            request.log.error({ err: error }, 'unhandled error');
          }
        }
      }
      const { status, msg } = API_CODES[code];
      return reply.code(status).send({ code, status, msg, success: false });
    });

    app.setNotFoundHandler((_request, reply) => {
      const { status, msg } = API_CODES.ERR01;
      return reply.code(status).send({ code: 'ERR01', status, msg, success: false });
    });
  },
  { name: 'errors' },
);
