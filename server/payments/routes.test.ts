import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema';
import { bearer, createTestApp, signUp, type TestApp } from '../test-support/app';

describe('subscription status', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('reports SUB07 on the free plan and SUB06 with an active premium subscription', async () => {
    const { token } = await signUp(t.app, 'plan@example.com');
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: '/member/member-payment-check',
        headers: bearer(token),
      });
    const free = (await check()).json();
    expect(free).toMatchObject({
      code: 'SUB07',
      status: 200,
      success: true,
      response: {
        plan: { id: 'free', name: 'Free', monthlyCorrections: 100 },
        startedAt: null,
        endsAt: null,
      },
    });
    const planMember = (await t.app.repos.members.findActiveLocalByEmail('plan@example.com'))!;
    await t.app.db.insert(subscriptions).values({
      memberId: planMember.id,
      planId: 'premium',
      status: 'active',
      startedAt: t.app.clock(),
      endsAt: new Date(t.app.clock().getTime() + 365 * 24 * 3600_000),
    });
    const premium = (await check()).json();
    expect(premium).toMatchObject({
      code: 'SUB06',
      response: { plan: { id: 'premium', monthlyCorrections: null } },
    });
  });
});
