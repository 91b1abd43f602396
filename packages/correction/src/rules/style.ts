/**
 * Style: double passives (되어지다 -> 되다), redundant expressions (미리 예약 -> 예약, 월요일날),
 * and translationese (-에게 있어서, -함에 있어서, 검토 중에 있다, 회의를 가지다). The word
 * tables are data (src/data/rules/style.json), the messages too (src/data/messages/style.json).
 */
import { type Rule, regexRule } from '../context.ts';
import { message } from '../messages.ts';
import { alternation, anyOf, lookup } from './patterns.ts';
import words from '../data/rules/style.json' with { type: 'json' };

const withBoth = (key: string) => (original: string, suggestion: string) =>
  message(key, { original, suggestion });

const doublePassive = regexRule({
  id: 'style.double-passive',
  pattern: new RegExp(`(?<x>${alternation(Object.keys(words.doublePassive))})`, 'dg'),
  replace: lookup(words.doublePassive),
  message: withBoth('style.double-passive'),
  reference: null,
});

const redundant = regexRule({
  id: 'style.redundant',
  pattern: new RegExp(`(?<![가-힣])(?<x>${alternation(Object.keys(words.redundant))})`, 'dg'),
  replace: lookup(words.redundant),
  message: withBoth('style.redundant'),
  reference: null,
});

/** 월요일날 -> 월요일 (요일 already means day). */
const weekdayNal = regexRule({
  id: 'style.redundant',
  pattern: /(?<![가-힣])[월화수목금토일]요일(?<x>날)/dg,
  replace: () => '',
  message: message('style.redundant.weekday-nal'),
  reference: null,
});

/** 나에게 있어서 -> 나에게 */
const eGeIsseo = regexRule({
  id: 'style.translationese',
  pattern: /(?<=[가-힣](?:에게|한테))(?<x> 있어서| 있어)(?=[\s,])/dg,
  replace: () => '',
  message: message('style.translationese.ege-isseo'),
  reference: null,
});

/** 처리함에 있어서 -> 처리할 때 */
const hamE = regexRule({
  id: 'style.translationese',
  pattern: /(?<=[가-힣])(?<x>함에 있어서|함에 있어)(?=[\s,])/dg,
  replace: () => '할 때',
  message: message('style.translationese.ham-e'),
  reference: null,
});

/** 검토 중에 있습니다 -> 검토 중입니다 (after the nouns of an ongoing process). */
const jungEIss = regexRule({
  id: 'style.translationese',
  pattern: new RegExp(
    `(?<=(?:${anyOf(words.jungEIssNouns)}) )(?<x>${alternation(Object.keys(words.jungEIss))})(?![가-힣])`,
    'dg',
  ),
  replace: lookup(words.jungEIss),
  message: withBoth('style.translationese'),
  reference: null,
});

/** 회의를 가졌다 -> 회의를 했다. */
const haveMeeting = regexRule({
  id: 'style.translationese',
  pattern: new RegExp(
    `(?<=(?:${anyOf(words.meetingNouns)})(?:을|를) )(?<x>${alternation(Object.keys(words.gajida))})`,
    'dg',
  ),
  replace: lookup(words.gajida),
  message: message('style.translationese.have-meeting'),
  reference: null,
});

export const styleRules: Rule[] = [
  doublePassive,
  redundant,
  weekdayNal,
  eGeIsseo,
  hamE,
  jungEIss,
  haveMeeting,
];
