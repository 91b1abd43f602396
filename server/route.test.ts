import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../src/contracts/account';
import { correctionEndpoints } from '../src/contracts/correction';
import { devEndpoints } from '../src/contracts/dev';
import type { Endpoint } from '../src/contracts/endpoint';
import { feedbackEndpoints } from '../src/contracts/feedback';
import { healthEndpoints } from '../src/contracts/health';
import { identityEndpoints } from '../src/contracts/identity';
import { verificationEndpoints } from '../src/contracts/identity-verification';
import { paymentsEndpoints } from '../src/contracts/payments';
import { surveyEndpoints } from '../src/contracts/survey';
import { bearer, createTestApp, signUp, type TestApp } from './test-support/app';

const ALL: Record<string, Record<string, Endpoint>> = {
  identityEndpoints,
  verificationEndpoints,
  accountEndpoints,
  surveyEndpoints,
  paymentsEndpoints,
  feedbackEndpoints,
  correctionEndpoints,
  healthEndpoints,
  devEndpoints,
};
const endpoints = Object.entries(ALL).flatMap(([group, members]) =>
  Object.entries(members).map(([name, endpoint]) => [`${group}.${name}`, endpoint] as const),
);

describe('routes from the contract endpoints', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it.each(endpoints)('%s is served with its method and path', (_name, endpoint) => {
    expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
  });

  it.each(endpoints.filter(([, endpoint]) => endpoint.access === 'private'))(
    '%s refuses a call without a session (401 AUT03)',
    async (_name, endpoint) => {
      const response = await t.app.inject({ method: endpoint.method, url: endpoint.path });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUT03', success: false });
    },
  );

  it('documents every endpoint in the OpenAPI document, private ones with the bearer scheme', async () => {
    const { token } = await signUp(t.app, 'openapi@example.com');
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    for (const [name, endpoint] of endpoints) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(operation?.security !== undefined, name).toBe(endpoint.access === 'private');
    }
    // The session check is the route's, not the schema's: a member gets through.
    const info = await t.app.inject({
      method: 'GET',
      url: accountEndpoints.memberInfo.path,
      headers: bearer(token),
    });
    expect(info.statusCode).toBe(200);
  });
});
