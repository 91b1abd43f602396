import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';

/** One number for a mailed link's lifetime: the server's setting, in the mail and the reply. */
describe('the verification link lifetime', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ settings: { verificationTtlMs: 45 * 60_000 } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('send-email answers with the minutes the mail states', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/verify/send-email',
      payload: { email: 'lifetime@example.com', flag: 'local' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ code: 'VER01', success: true, linkMinutes: 45 });
    const [mail] = (
      await t.app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        query: { to: 'lifetime@example.com' },
      })
    ).json();
    expect(mail.text).toContain('45분 동안');
    expect(mail.text).toContain('for 45 minutes');
  });
});
