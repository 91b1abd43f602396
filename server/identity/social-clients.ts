import * as client from 'openid-client';
import { socialCallbackPagePath, type SocialProvider } from '../../src/contracts/identity';
import type { ServerConfig } from '../config';
import { LOCAL_IDP_PATH, localClientId, localClientSecret } from './local-idp';

/** What a provider tells us about the person; identities are keyed by (provider, subject). */
export interface SocialProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface SocialClient {
  /** Where the browser goes to sign in (PKCE S256 challenge, state, and nonce for OIDC). */
  authorizationUrl(input: { state: string; nonce: string; codeVerifier: string }): Promise<URL>;
  /** Exchanges the code (with the PKCE verifier) and checks the ID token's nonce. */
  exchange(input: {
    code: string;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<SocialProfile>;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';
const LINE_ISSUER = 'https://access.line.me';
const FACEBOOK_GRAPH = 'https://graph.facebook.com/v19.0';

interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  scope: string;
  insecure: boolean;
  /** LINE signs ID tokens for web login with HS256 (the channel secret); others RS256. */
  idTokenAlg?: string;
}

function oidcClient(settings: OidcSettings, redirectUri: string): SocialClient {
  let configuration: Promise<client.Configuration> | undefined;
  const config = () => {
    configuration ??= client
      .discovery(
        settings.issuer,
        settings.clientId,
        {
          client_secret: settings.clientSecret,
          ...(settings.idTokenAlg ? { id_token_signed_response_alg: settings.idTokenAlg } : {}),
        },
        client.ClientSecretPost(settings.clientSecret),
        settings.insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined; // try discovery again next time
        throw error;
      });
    return configuration;
  };

  return {
    async authorizationUrl({ state, nonce, codeVerifier }) {
      return client.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: settings.scope,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async exchange({ code, state, nonce, codeVerifier }) {
      const cfg = await config();
      // The front end forwards only `code` (and `state`); the issuer is known from the path.
      const callbackUrl = new URL(redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      if (cfg.serverMetadata().authorization_response_iss_parameter_supported) {
        callbackUrl.searchParams.set('iss', cfg.serverMetadata().issuer);
      }
      const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      let info: Record<string, unknown> = claims;
      if (!claims.email || !claims.name) {
        info = { ...(await client.fetchUserInfo(cfg, tokens.access_token, claims.sub)), ...claims };
      }
      return {
        subject: claims.sub,
        email: typeof info.email === 'string' ? info.email.toLowerCase() : null,
        emailVerified: info.email_verified === true || info.email_verified === 'true',
        name: typeof info.name === 'string' ? info.name : null,
        picture: typeof info.picture === 'string' ? info.picture : null,
      };
    },
  };
}

/** Facebook: a plain OAuth 2 code flow (with PKCE) and the Graph API for the profile. */
function facebookClient(clientId: string, clientSecret: string, redirectUri: string): SocialClient {
  const cfg = new client.Configuration(
    {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
      token_endpoint: `${FACEBOOK_GRAPH}/oauth/access_token`,
    },
    clientId,
    { client_secret: clientSecret },
    client.ClientSecretPost(clientSecret),
  );
  return {
    async authorizationUrl({ state, codeVerifier }) {
      return client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'email public_profile',
        state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async exchange({ code, state, codeVerifier }) {
      const callbackUrl = new URL(redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
      });
      const response = await client.fetchProtectedResource(
        cfg,
        tokens.access_token,
        new URL(`${FACEBOOK_GRAPH}/me?fields=id,name,email,picture`),
        'GET',
      );
      if (!response.ok) throw new Error(`Graph API ${response.status}`);
      const me = (await response.json()) as {
        id?: string;
        name?: string;
        email?: string;
        picture?: { data?: { url?: string } };
      };
      if (!me.id) throw new Error('Graph API: no id');
      return {
        subject: me.id,
        email: me.email?.toLowerCase() ?? null,
        // Facebook only returns confirmed addresses.
        emailVerified: Boolean(me.email),
        name: me.name ?? null,
        picture: me.picture?.data?.url ?? null,
      };
    },
  };
}

/**
 * The client for each provider: the real one when its client id and secret are configured,
 * else (outside production) the local identity provider mounted at /idp.
 */
export function createSocialClients(config: ServerConfig) {
  const clients = new Map<SocialProvider, SocialClient>();
  const redirectUri = (provider: SocialProvider) =>
    `${config.webOrigin}${socialCallbackPagePath(provider)}`;
  const localIssuer = new URL(`${config.apiBaseUrl}${LOCAL_IDP_PATH}`);

  for (const provider of ['google', 'facebook', 'line'] as const) {
    const real = config.oauth[provider];
    if (real && provider === 'facebook') {
      clients.set(
        provider,
        facebookClient(real.clientId, real.clientSecret, redirectUri(provider)),
      );
    } else if (real) {
      clients.set(
        provider,
        oidcClient(
          {
            issuer: new URL(provider === 'google' ? GOOGLE_ISSUER : LINE_ISSUER),
            clientId: real.clientId,
            clientSecret: real.clientSecret,
            scope: provider === 'google' ? 'openid email profile' : 'openid profile email',
            insecure: false,
            ...(provider === 'line' ? { idTokenAlg: 'HS256' } : {}),
          },
          redirectUri(provider),
        ),
      );
    } else if (config.nodeEnv !== 'production') {
      clients.set(
        provider,
        oidcClient(
          {
            issuer: localIssuer,
            clientId: localClientId(provider),
            clientSecret: localClientSecret(config.jwtSecret, provider),
            scope: 'openid email profile',
            insecure: localIssuer.protocol === 'http:',
          },
          redirectUri(provider),
        ),
      );
    }
  }
  return {
    get: (provider: SocialProvider) => clients.get(provider),
    /** True when some provider is served by the local IdP (so it must be mounted). */
    usesLocalIdp: ['google', 'facebook', 'line'].some(
      (p) => !config.oauth[p as SocialProvider] && config.nodeEnv !== 'production',
    ),
  };
}

export type SocialClients = ReturnType<typeof createSocialClients>;
