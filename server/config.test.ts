import { describe, expect, it } from 'vitest';
import { EnvError } from '../src/config/runtime-env';
import { DEVELOPMENT_JWT_SECRET } from './env';
import { loadServerConfig } from './config';
import { resolveSettings } from './settings';

describe('server environment', () => {
  it('has safe development defaults', () => {
    const config = loadServerConfig({});
    expect(config.jwtSecret).toBe(DEVELOPMENT_JWT_SECRET);
    expect(config.jwtIssuer).toBe('http://localhost:8787');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.oauth).toEqual({ google: undefined, line: undefined, facebook: undefined });
    expect(config.rateLimitFactor).toBe(1);
  });

  it('scales the per-client limits with RATE_LIMIT_FACTOR', () => {
    const config = loadServerConfig({ RATE_LIMIT_FACTOR: '10' });
    expect(resolveSettings({}, config.rateLimitFactor).rateLimits.signInPerClient.max).toBe(200);
    expect(resolveSettings({}, config.rateLimitFactor).mailsPerAddress).toBe(3);
    expect(() => loadServerConfig({ RATE_LIMIT_FACTOR: '-1' })).toThrow(EnvError);
  });

  it('requires real secrets in production', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() =>
      loadServerConfig({
        NODE_ENV: 'production',
        JWT_SECRET: DEVELOPMENT_JWT_SECRET,
        SMTP_URL: 'smtp://mail:25',
      }),
    ).toThrow(/development secret/);
    const config = loadServerConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      EXTENSION_ORIGINS: 'chrome-extension://abcdefghijklmnop',
    });
    expect(config.extensionOrigins).toEqual(['chrome-extension://abcdefghijklmnop']);
  });

  it('wants both halves of an OAuth client', () => {
    expect(() => loadServerConfig({ GOOGLE_CLIENT_ID: 'id-only' })).toThrow(/GOOGLE_CLIENT_ID/);
    expect(loadServerConfig({ LINE_CLIENT_ID: 'a', LINE_CLIENT_SECRET: 'b' }).oauth.line).toEqual({
      clientId: 'a',
      clientSecret: 'b',
    });
  });

  it('outside production listens on loopback only, unless DEV_ALLOW_REMOTE=true', () => {
    for (const host of ['localhost', '127.0.0.1', '127.0.0.2', '::1', '[::1]']) {
      expect(loadServerConfig({ HOST: host }).host).toBe(host);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'dev.example.com']) {
      for (const NODE_ENV of ['development', 'test']) {
        expect(() => loadServerConfig({ NODE_ENV, HOST: host }), host).toThrow(/HOST/);
      }
    }
    expect(loadServerConfig({ HOST: '0.0.0.0', DEV_ALLOW_REMOTE: 'true' }).host).toBe('0.0.0.0');
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      SMTP_URL: 'smtp://m:25',
    };
    expect(loadServerConfig({ ...production, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
