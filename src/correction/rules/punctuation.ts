import { type Rule, regexRule } from '../context.ts';
import { REF } from './references.ts';

/** ,, -> , and .. -> . (an ellipsis of three or more dots is left alone). */
const doubled = regexRule({
  id: 'punctuation.doubled',
  category: 'PUNCTUATION',
  priority: 10,
  pattern: /(?<=[가-힣A-Za-z0-9)])(?<x>,{2,}|\.\.(?!\.)|\.,|,\.|\?\.|!\.)/dg,
  replace: (m) => {
    const s = m.groups?.x ?? '';
    if (/^,+$/.test(s)) return ',';
    if (s === '..') return '.';
    if (s === '?.') return '?';
    if (s === '!.') return '!';
    return s[0] ?? null;
  },
  message: {
    ko: '문장 부호가 겹쳐 있습니다. 하나만 씁니다.',
    en: 'The punctuation mark is doubled; use one.',
  },
  reference: REF.punctuation,
});

/** 했다 . -> 했다. ; 그리고 , -> 그리고, */
const spaceBefore = regexRule({
  id: 'punctuation.space-before',
  category: 'PUNCTUATION',
  priority: 10,
  pattern: /(?<=[가-힣])(?<x>[ \t]+[.,!?](?![.,!?]))(?=\s|$|["'”’)])/dg,
  replace: (m) => (m.groups?.x ?? '').trim(),
  message: {
    ko: '마침표, 쉼표, 물음표, 느낌표는 앞말에 붙여 씁니다.',
    en: 'Full stops, commas, question and exclamation marks are attached to the preceding word.',
  },
  reference: REF.punctuation,
});

export const punctuationRules: Rule[] = [doubled, spaceBefore];
