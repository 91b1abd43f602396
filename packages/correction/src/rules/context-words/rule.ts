/**
 * Words that need context (issue 13, item 5): real words written for another real word of
 * nearly the same sound, each set decided from the analysis of the clause around the word:
 *
 * - 붙이다 / 부치다 (편지를 부치다, 비밀에 부치다, 전을 부치다 — 우표를 붙이다, 불을 붙이다);
 * - 가리키다 / 가르치다 (손가락으로 가리키다, 시곗바늘이 가리키다 — 수학을 가르치다);
 * - 낫다 / 낳다 (감기가 낫다, 훨씬 낫다 — 아이를 낳다, 오해를 낳다; 낫다 is ㅅ-irregular: 나아);
 * - 매다 / 메다 (끈을 매다, 넥타이를 매다 — 가방을 메다, 어깨에 메다): verbs.ts;
 * - 이따가 / 있다가 (이따가 봐 — 집에 있다가 나갔다), 반드시 / 반듯이 (반드시 성공한다 — 반듯이
 *   눕다): adverbs.ts;
 * - -든지 / -던지 (가든지 말든지, 무엇을 하든지 간에 — 얼마나/어찌나 춥던지): deun-deon.ts;
 * - (으)로서 / (으)로써 (자격: 학생으로서, 관리자로서 — 수단: 대화로써): roseo.ts.
 *
 * Precision first: a finding needs a cue for the other word and none for the word as written.
 * The word lists are src/data/rules/context-words.json, the messages
 * src/data/messages/context-words.json.
 */
import type { Rule } from '../../context.ts';
import { bandeusi, ittaga } from './adverbs.ts';
import { deunDeon } from './deun-deon.ts';
import { roseo } from './roseo.ts';
import { CONTEXT_RULE } from './shared.ts';
import { verbs } from './verbs.ts';

export { CONTEXT_RULE_ID } from './shared.ts';

/** The words the rule looks at (every other word is passed over at once). */
const TRIGGER =
  /붙[이여였인일입]|부[치쳐쳤친칠칩]|가리[키켜켰킨킬킵]|가르[치쳐쳤친칠칩]|낳|낫|^나[아았은을으]|^[매맸맨맬메멨멘멜]|^있다가$|^이따가$|^반드시$|^반듯이$|[든던]지|로[서써]/;

export const contextWordsRule: Rule = {
  ...CONTEXT_RULE,
  // Below the narrow grammar rules, whose messages are more specific on the same word.
  run(ctx, out) {
    if (!ctx.models) return;
    let n = 0;
    for (const token of ctx.tokens) {
      if ((++n & 63) === 0 && ctx.expired()) return;
      const w = token.core;
      if (w.length === 0 || w.length > 20 || !TRIGGER.test(w)) continue;
      if (w === '있다가' || w === '이따가') ittaga(ctx, token, out);
      else if (w === '반드시' || w === '반듯이') bandeusi(ctx, token, out);
      else {
        if (/[든던]지/.test(w)) deunDeon(ctx, token, out);
        if (/로[서써]/.test(w)) roseo(ctx, token, out);
        verbs(ctx, token, out);
      }
    }
  },
};
