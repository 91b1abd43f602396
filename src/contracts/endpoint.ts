import type { z } from 'zod';
import type { ApiCode } from './common';

/**
 * One API call, declared once (docs/architecture.md, "Declare each API call once"): the
 * browser client calls it with `api.call(endpoint, input)` and the server registers its
 * handler with `route(endpoint, ...)`, both from this object. Nothing else writes its path.
 */
export interface Endpoint<
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Params extends z.ZodObject | undefined = z.ZodObject | undefined,
  Method extends HttpMethod = HttpMethod,
> {
  method: Method;
  /** Path under the API's base address; `:name` segments are filled from `params`. */
  path: string;
  /** public: no token; private: the member's bearer access token (refreshed once on 401). */
  access: 'public' | 'private';
  /** The body (POST) or the query (GET); checked by the client before sending, by the server. */
  request: Request;
  /** The path's `:name` segments. */
  params: Params;
  /** The 200 reply; checked by the client after receiving, by the server before sending. */
  response: Response;
  /** The codes of the failures this call may answer with (src/contracts/common.ts). */
  errors: readonly ApiCode[];
  /**
   * A browser navigation rather than a fetch (the social sign-in start): the server answers
   * with a redirect; the client only builds its address (`endpointUrl`).
   */
  navigation?: boolean;
  /** Replies with a status other than 200 whose body is not the standard error reply. */
  replies?: Readonly<Record<number, z.ZodType>>;
}

/** GET sends its input as the query, POST as a JSON body. */
export type HttpMethod = 'GET' | 'POST';

interface EndpointDefinition<
  Request extends z.ZodType | undefined,
  Response extends z.ZodType,
  Params extends z.ZodObject | undefined,
  Method extends HttpMethod,
> {
  method: Method;
  path: string;
  access: 'public' | 'private';
  request?: Request;
  params?: Params;
  response: Response;
  errors: readonly ApiCode[];
  navigation?: boolean;
  replies?: Readonly<Record<number, z.ZodType>>;
}

/** Declares an endpoint; `request` and `params` default to none. */
export function defineEndpoint<
  Response extends z.ZodType,
  Method extends HttpMethod,
  Request extends z.ZodType | undefined = undefined,
  Params extends z.ZodObject | undefined = undefined,
>(
  definition: EndpointDefinition<Request, Response, Params, Method>,
): Endpoint<Request, Response, Params, Method> {
  return {
    ...definition,
    request: definition.request as Request,
    params: definition.params as Params,
  };
}

/** What the caller passes: the request's fields and the path's parameters, side by side. */
export type EndpointInput<E extends Endpoint> = (E['request'] extends z.ZodType
  ? z.input<E['request']>
  : unknown) &
  (E['params'] extends z.ZodObject ? z.input<E['params']> : unknown);

/** Whether the endpoint takes any input at all. */
export type TakesInput<E extends Endpoint> = E['request'] extends z.ZodType
  ? true
  : E['params'] extends z.ZodObject
    ? true
    : false;

/** The 200 reply's parsed type. */
export type EndpointReply<E extends Endpoint> = z.output<E['response']>;

/** The path with its `:name` segments filled in (values are URL-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
