/**
 * Words of one sound and two meanings (한글 맞춤법 제57항 and the dictionary): (으)로서 for a
 * capacity and (으)로써 for a means, 맞히다 (get right) for 맞추다, 바라다 (wish) for 바래다, 낫다
 * (recover) for 낳다, and the dependent noun 대로 for 데로.
 */
import { type Rule, regexRule } from '../../context.ts';
import { message } from '../../messages.ts';
import { alternation, anyOf, lookup } from '../patterns.ts';
import { REF } from '../references.ts';
import words from '../../data/rules/grammar.json' with { type: 'json' };

const d = REF.dict;

/** 학생으로써 -> 학생으로서 (자격), 노력함으로서 -> 노력함으로써 (수단). */
const roseoRule = regexRule({
  id: 'grammar.roseo-rosseo',
  pattern: new RegExp(
    `(?<![가-힣])(?:${anyOf(words.roleNouns)})(?<x>으로써|로써)(?=[가-힣]*|\\s|$)`,
    'dg',
  ),
  replace: (m) => (m.groups?.x === '으로써' ? '으로서' : '로서'),
  message: message('grammar.roseo-rosseo.capacity'),
  reference: REF.homophones,
});

const rosseoRule = regexRule({
  id: 'grammar.roseo-rosseo',
  pattern:
    /(?:[가-힣](?:함|됨|짐|줌|킴|림|봄|눔|춤)|(?:었|았|였|했|있|없|됐|받|줬|좋|같|많)음|(?<![가-힣])그럼|(?<![가-힣])이)(?<x>으로서|로서)(?![가-힣])/dg,
  replace: (m) => (m.groups?.x === '으로서' ? '으로써' : '로써'),
  message: message('grammar.roseo-rosseo.means'),
  reference: REF.homophones,
});

/** 정답을 맞췄다 -> 정답을 맞혔다 */
const mathiRule = regexRule({
  id: 'grammar.mathida',
  pattern: new RegExp(
    `(?<![가-힣])(?:${anyOf(words.mathiObjects)})(?:을|를|도|만) ` +
      `(?:${words.mathiAdverbs.map((a) => `${a} `).join('|')})?` +
      `(?<x>${alternation(Object.keys(words.matchuToMathi))})(?!\\s?보)`,
    'dg',
  ),
  replace: lookup(words.matchuToMathi),
  message: message('grammar.mathida'),
  reference: REF.homophones,
});

/** 잘 되길 바래 -> 바라 */
const baraRule = regexRule({
  id: 'grammar.barada',
  pattern: new RegExp(
    `(?<=(?:${anyOf(words.baraBefore)}) )(?<x>${alternation(Object.keys(words.barae))})`,
    'dg',
  ),
  replace: lookup(words.barae),
  message: message('grammar.barada'),
  reference: d('바라다'),
});

/** 감기가 빨리 낳으세요 -> 나으세요 (an illness heals: 낫다). */
const natRule = regexRule({
  id: 'grammar.nat-nah',
  pattern: new RegExp(
    `(?<=(?:${anyOf(words.natBefore)}) )(?<x>${alternation(Object.keys(words.nah))})`,
    'dg',
  ),
  replace: lookup(words.nah),
  message: message('grammar.nat-nah'),
  reference: d('낫다'),
});

/** 시키는데로 -> 시키는 대로 (대로 = "as"; an attached 데로 is always wrong). */
const deDaeRule = regexRule({
  id: 'grammar.de-dae',
  pattern: /(?<=[가-힣](?:는|던|은|한|할|을|된|될|운|친|쓴|본|준|온|간|운))(?<x>데로)(?![가-힣])/dg,
  replace: () => ' 대로',
  message: message('grammar.de-dae'),
  reference: REF.dependentNoun,
});

export const homophoneRules: Rule[] = [
  roseoRule,
  rosseoRule,
  mathiRule,
  baraRule,
  natRule,
  deDaeRule,
];
