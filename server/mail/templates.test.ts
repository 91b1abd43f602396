import { describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from './templates';

const TWO_FORMS = /은\(는\)|이\(가\)|을\(를\)|와\(과\)|\(으\)로/;

describe('mail templates', () => {
  it('state the link lifetime they are given, in both languages, with no two-form particle', () => {
    for (const mail of [
      verificationMail('kim@example.com', 'http://localhost/verify?token=t', 45),
      passwordResetMail('kim@example.com', 'http://localhost/reset?token=t', 45),
    ]) {
      expect(mail.text).toContain('45분');
      expect(mail.text).toContain('45 minutes');
      expect(mail.text).not.toMatch(TWO_FORMS);
      expect(mail.html).not.toMatch(TWO_FORMS);
    }
  });
});
