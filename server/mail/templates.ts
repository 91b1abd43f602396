import type { OutgoingMail } from './outbox-repository';
import { escapeHtml } from '../html';
import { resolveParticles } from '@dadeum/correction/particles';

function build(
  to: string,
  subject: string,
  koreanTemplate: string[],
  english: string[],
  link: string,
): OutgoingMail {
  // Korean particles by the sound of the word before them, as on every screen (never (으)로).
  const korean = koreanTemplate.map(resolveParticles);
  const text = [...korean, '', link, '', '---', '', ...english, '', link, ''].join('\n');
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const button = `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5">
<div lang="ko">
${paragraphs(korean)}
${button}
</div>
<hr>
<div lang="en">
${paragraphs(english)}
${button}
</div>
</body></html>
`;
  return { to, subject, text, html, links: [link] };
}

/** Sign-up (`local`) and social-account (`social`) verification, Korean first. */
export function verificationMail(to: string, link: string, minutes: number): OutgoingMail {
  return build(
    to,
    '[다듬 Dadeum] 이메일 인증 / Verify your e-mail',
    [
      '안녕하세요, 다듬입니다.',
      `아래 링크를 눌러 이메일 주소를 인증해 주세요. 링크는 ${minutes}분 동안 한 번만 사용할 수 있습니다.`,
      '본인이 요청하지 않았다면 이 메일을 무시하세요.',
    ],
    [
      'Hello from Dadeum.',
      `Open the link below to verify your e-mail address. It works once, for ${minutes} minutes.`,
      'If you did not ask for this, ignore this mail.',
    ],
    link,
  );
}

export function passwordResetMail(to: string, link: string, minutes: number): OutgoingMail {
  return build(
    to,
    '[다듬 Dadeum] 비밀번호 재설정 / Reset your password',
    [
      '안녕하세요, 다듬입니다.',
      `아래 링크를 눌러 새 비밀번호를 설정해 주세요. 링크는 ${minutes}분 동안 한 번만 사용할 수 있습니다.`,
      '본인이 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
    ],
    [
      'Hello from Dadeum.',
      `Open the link below to set a new password. It works once, for ${minutes} minutes.`,
      'If you did not ask for this, ignore this mail; your password stays the same.',
    ],
    link,
  );
}
