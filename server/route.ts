import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { API_CODES, apiReplySchema } from '../src/contracts/common';
import type { Endpoint } from '../src/contracts/endpoint';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route receives text a member wrote: an unexpected error is logged without its message
     * (it could quote the text). Fastify never logs bodies.
     */
    privateText?: boolean;
  }
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The request of an endpoint's handler: body or query and path parameters, parsed. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Body: E['method'] extends 'POST' ? Parsed<E['request']> : undefined;
  Querystring: E['method'] extends 'GET' ? Parsed<E['request']> : undefined;
  Params: Parsed<E['params']>;
}>;

/** Returns the 200 reply, or the reply object after sending another status or a redirect. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']> | FastifyReply>;

export interface RouteOptions {
  /** One line for the OpenAPI document (/docs). */
  summary: string;
  /** Per client (IP) and route; the limits come from server/settings.ts. */
  rateLimit?: { max: number; windowMs: number };
  privateText?: boolean;
  /**
   * The route reads or writes the session's cookies: refused (403 ERR07) when a browser sends it
   * from another site (server/plugins/security.ts).
   */
  cookieSession?: boolean;
}

/** The reply schemas by status: 200, one standard reply per error status, and any others. */
function responseSchemas(endpoint: Endpoint): Record<number, z.ZodType> {
  const schemas: Record<number, z.ZodType> = {};
  if (!endpoint.navigation) schemas[200] = endpoint.response;
  for (const code of endpoint.errors) schemas[API_CODES[code].status] = apiReplySchema;
  return { ...schemas, ...endpoint.replies };
}

/**
 * Registers the handlers of one server feature, each for an endpoint declared in src/contracts/
 * (docs/architecture.md): method, path, access and schemas come from the endpoint, so server
 * and client cannot drift apart. A private endpoint gets the session check (`app.authenticate`)
 * and the bearer security requirement; the request is validated and the reply serialised with
 * the endpoint's schemas (fastify-type-provider-zod).
 *
 *     const route = routesOf(app, 'feedback');
 *     route(feedbackEndpoints.send, { summary: 'Send feedback' }, async (request) => ...);
 */
export function routesOf(app: FastifyInstance, tag: string) {
  return function route<E extends Endpoint>(
    endpoint: E,
    options: RouteOptions,
    handler: EndpointHandler<E>,
  ): void {
    const isPrivate = endpoint.access === 'private';
    const schema: FastifySchema = {
      tags: [tag],
      summary: options.summary,
      ...(isPrivate ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.request
        ? endpoint.method === 'GET'
          ? { querystring: endpoint.request }
          : { body: endpoint.request }
        : {}),
      response: responseSchemas(endpoint),
    };
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema,
      ...(isPrivate ? { onRequest: app.authenticate } : {}),
      config: {
        ...(options.rateLimit
          ? {
              rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs },
            }
          : {}),
        ...(options.privateText ? { privateText: true } : {}),
        ...(options.cookieSession ? { cookieSession: true } : {}),
      },
      handler: handler as unknown as RouteHandlerMethod,
    });
  };
}
