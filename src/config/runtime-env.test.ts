import { describe, expect, it } from 'vitest';
import { EnvError, parseRuntimeEnv } from './runtime-env';

describe('parseRuntimeEnv', () => {
  it('has safe local defaults', () => {
    expect(parseRuntimeEnv({})).toMatchObject({
      nodeEnv: 'development',
      host: 'localhost',
      webPort: 5173,
      apiPort: 8787,
      webOrigin: 'http://localhost:5173',
      apiBaseUrl: 'http://localhost:8787',
      databaseUrl: undefined,
      dataDir: '.data',
      logLevel: 'info',
    });
  });

  it('derives the default URLs from the ports', () => {
    const env = parseRuntimeEnv({ WEB_PORT: '3000', API_PORT: '4000' });
    expect(env.webOrigin).toBe('http://localhost:3000');
    expect(env.apiBaseUrl).toBe('http://localhost:4000');
  });

  it('accepts explicit origins and strips a trailing slash from the API base URL', () => {
    const env = parseRuntimeEnv({
      WEB_ORIGIN: 'https://app.dadeum.example',
      VITE_API_BASE_URL: 'https://api.dadeum.example/',
      DATABASE_URL: 'postgres://user:pw@db:5432/dadeum',
    });
    expect(env.webOrigin).toBe('https://app.dadeum.example');
    expect(env.apiBaseUrl).toBe('https://api.dadeum.example');
    expect(env.databaseUrl).toBe('postgres://user:pw@db:5432/dadeum');
  });

  it('treats empty values as unset', () => {
    expect(parseRuntimeEnv({ DATABASE_URL: '', WEB_ORIGIN: ' ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ WEB_PORT: 'eighty' }, 'WEB_PORT'],
    [{ API_PORT: '70000' }, 'API_PORT'],
    [{ WEB_ORIGIN: 'http://localhost:5173/app' }, 'WEB_ORIGIN'],
    [{ WEB_ORIGIN: 'ftp://example.com' }, 'WEB_ORIGIN'],
    [{ VITE_API_BASE_URL: 'not a url' }, 'VITE_API_BASE_URL'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('rejects %j naming %s', (source, name) => {
    expect(() => parseRuntimeEnv(source)).toThrow(EnvError);
    expect(() => parseRuntimeEnv(source)).toThrow(new RegExp(name));
  });

  it('lists every problem at once', () => {
    try {
      parseRuntimeEnv({ WEB_PORT: 'x', API_PORT: 'y' });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).issues).toHaveLength(2);
    }
  });
});
