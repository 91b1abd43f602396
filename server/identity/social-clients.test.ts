import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../config';
import { createSocialClients } from './social-clients';

describe('social clients', () => {
  it('serves every provider from the local IdP when none is configured (development)', () => {
    const clients = createSocialClients(loadServerConfig({ NODE_ENV: 'development' }));
    expect(clients.usesLocalIdp).toBe(true);
    for (const provider of ['google', 'facebook', 'line'] as const) {
      expect(clients.get(provider)).toBeDefined();
    }
  });

  it('uses only the configured real providers in production', async () => {
    const clients = createSocialClients(
      loadServerConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail.invalid:25',
        FACEBOOK_CLIENT_ID: 'fb-id',
        FACEBOOK_CLIENT_SECRET: 'fb-secret',
        WEB_ORIGIN: 'https://dadeum.example',
      }),
    );
    expect(clients.usesLocalIdp).toBe(false);
    expect(clients.get('google')).toBeUndefined();
    expect(clients.get('line')).toBeUndefined();
    const url = await clients.get('facebook')!.authorizationUrl({
      state: 'state-0123456789abcdef',
      nonce: 'n',
      codeVerifier: 'v'.repeat(43),
    });
    expect(url.origin).toBe('https://www.facebook.com');
    expect(url.searchParams.get('client_id')).toBe('fb-id');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://dadeum.example/auth/callback/facebook',
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });
});
