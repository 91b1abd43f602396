import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Account, type ProviderContext } from 'oidc-provider';
import {
  SOCIAL_PROVIDERS,
  socialCallbackPagePath,
  type SocialProvider,
} from '../../src/contracts/identity';
import { emailSchema } from '../../src/contracts/fields';
import { randomToken, sha256 } from '../security/crypto';
import { escapeHtml } from '../html';

/** Where the local identity provider is mounted in the API server (development and tests). */
export const LOCAL_IDP_PATH = '/idp';

export function localClientId(provider: SocialProvider): string {
  return `local-${provider}`;
}

/** Client secrets of the local IdP, derived from the JWT secret (never used in production). */
export function localClientSecret(jwtSecret: string, provider: SocialProvider): string {
  return sha256(`local-idp:${provider}:${jwtSecret}`);
}

let signingKey: Promise<Record<string, unknown>> | undefined;

/** One RSA signing key per process (generated on first use). */
function localSigningKey() {
  signingKey ??= generateKeyPair('RS256', { extractable: true }).then(async ({ privateKey }) => ({
    ...(await exportJWK(privateKey)),
    kid: 'local-idp',
    use: 'sig',
    alg: 'RS256',
  }));
  return signingKey;
}

type Payload = Record<string, unknown> & { uid?: string; userCode?: string; grantId?: string };

/** In-memory storage for the local IdP (development and tests only; lost on restart). */
class MemoryAdapter {
  private static store = new Map<string, { payload: Payload; expiresAt: number }>();
  constructor(private readonly model: string) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: Payload, expiresIn: number) {
    MemoryAdapter.store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
  }

  async find(id: string): Promise<Payload | undefined> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (!entry || entry.expiresAt <= Date.now()) return undefined;
    return entry.payload;
  }

  private async findBy(field: 'uid' | 'userCode', value: string) {
    for (const [key, entry] of MemoryAdapter.store) {
      if (key.startsWith(`${this.model}:`) && entry.payload[field] === value) return entry.payload;
    }
    return undefined;
  }

  findByUid(uid: string) {
    return this.findBy('uid', uid);
  }

  findByUserCode(userCode: string) {
    return this.findBy('userCode', userCode);
  }

  async consume(id: string) {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string) {
    MemoryAdapter.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string) {
    for (const [key, entry] of MemoryAdapter.store) {
      if (entry.payload.grantId === grantId) MemoryAdapter.store.delete(key);
    }
  }
}

interface LocalAccount {
  email: string;
  name: string;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}
label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.4rem;font-size:1rem}
button{margin-top:1rem;padding:.5rem 1rem;font-size:1rem}.note{color:#555;font-size:.9rem}</style>
</head><body>${body}</body></html>`;
}

function loginPage(uid: string, provider: string, error?: string): string {
  return page(
    `Local ${provider} sign-in`,
    `<h1>Local ${escapeHtml(provider)} sign-in</h1>
<p class="note">Development identity provider: any e-mail address and name work.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${LOCAL_IDP_PATH}/interaction/${escapeHtml(uid)}/login">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autofocus>
<label for="name">Name</label><input id="name" name="name" type="text" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 8192) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

export interface LocalIdpOptions {
  /** The API's base URL; the issuer is `<apiBaseUrl>/idp`. */
  apiBaseUrl: string;
  webOrigin: string;
  jwtSecret: string;
}

/**
 * A local OpenID Connect provider (oidc-provider) serving Google, Facebook and LINE in
 * development and tests, with a sign-in page where any e-mail and name can be entered. PKCE is
 * required; consent is implied (first-party test clients).
 */
export async function createLocalIdp({ apiBaseUrl, webOrigin, jwtSecret }: LocalIdpOptions) {
  const issuer = `${apiBaseUrl}${LOCAL_IDP_PATH}`;
  const accounts = new Map<string, LocalAccount>();

  const provider = new Provider(issuer, {
    clients: SOCIAL_PROVIDERS.map((name) => ({
      client_id: localClientId(name),
      client_secret: localClientSecret(jwtSecret, name),
      redirect_uris: [`${webOrigin}${socialCallbackPagePath(name)}`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    adapter: MemoryAdapter,
    jwks: { keys: [await localSigningKey()] },
    cookies: { keys: [randomToken()] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${LOCAL_IDP_PATH}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, id: string): Promise<Account | undefined> {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: account.email, email_verified: true, name: account.name };
        },
      };
    },
    async loadExistingGrant(ctx: ProviderContext) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 120,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      IdToken: 600,
    },
  });
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string) {
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params.client_id ?? '');
    const providerName = clientId.replace(/^local-/, '');
    if (req.method === 'POST' && path.endsWith('/login')) {
      const form = await readForm(req);
      const email = emailSchema.safeParse(form.get('email') ?? '');
      const name = (form.get('name') ?? '').trim().slice(0, 50);
      if (!email.success || !name) {
        res.statusCode = 400;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(loginPage(details.uid, providerName, 'Enter an e-mail address and a name.'));
        return;
      }
      // Stable subject per address, different from the e-mail itself.
      const accountId = `local-${sha256(email.data).slice(0, 24)}`;
      accounts.set(accountId, { email: email.data, name });
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.statusCode = 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(loginPage(details.uid, providerName));
  }

  /** Handles a raw request under /idp (the prefix is stripped as a mounted app expects). */
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const originalUrl = req.url ?? '/';
    const path = originalUrl.slice(LOCAL_IDP_PATH.length) || '/';
    if (path.startsWith('/interaction/')) {
      try {
        await interaction(req, res, path.split('?')[0]!);
      } catch {
        if (!res.headersSent) {
          res.statusCode = 400;
          res.setHeader('content-type', 'text/plain; charset=utf-8');
        }
        res.end('This sign-in attempt has expired or is invalid. Start again.');
      }
      return;
    }
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = originalUrl;
    req.url = path;
    callback(req, res);
  }

  return { issuer, handle };
}
