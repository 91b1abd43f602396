/**
 * Punctuation: doubled and mixed marks, spaces before marks and inside brackets and quotation
 * marks, a full stop inside a clause, and brackets or quotation marks without a partner stuck
 * inside a word. Messages in src/data/messages/punctuation.json, word lists in
 * src/data/rules/punctuation.json.
 */
import { POS, isNominalTag } from '../analysis/pos.ts';
import { type Context, type Rule, pushFinding, regexRule, tokenRule } from '../context.ts';
import { isHangulSyllable } from '../hangul.ts';
import { isNounTail } from '../lexicon/noun-tail.ts';
import { message } from '../messages.ts';
import type { Finding } from '../types.ts';
import { REF } from './references.ts';
import { ruleInfo } from './registry.ts';
import words from '../data/rules/punctuation.json' with { type: 'json' };

/** Custom rules: the id with the category the registry gives it. */
const ruleOf = (id: string) => ({ id, category: ruleInfo(id).category });
const UNPAIRED = ruleOf('punctuation.unpaired');
const UNPAIRED_MESSAGE = message('punctuation.unpaired');
const QUOTE_SPACE = ruleOf('punctuation.quote-space');
const QUOTE_SPACE_MESSAGE = message('punctuation.quote-space');

/** ,, -> , and .. -> . (an ellipsis of three or more dots is left alone). */
const doubled = regexRule({
  id: 'punctuation.doubled',
  pattern: /(?<=[가-힣A-Za-z0-9)])(?<x>,{2,}|\.\.(?!\.)|\.,|,\.|\?\.|!\.)/dg,
  replace: (m) => {
    const s = m.groups?.x ?? '';
    if (/^,+$/.test(s)) return ',';
    if (s === '..') return '.';
    if (s === '?.') return '?';
    if (s === '!.') return '!';
    return s[0] ?? null;
  },
  message: message('punctuation.doubled'),
  reference: REF.punctuation,
});

/** 했다 . -> 했다. ; 그리고 , -> 그리고, */
const spaceBefore = regexRule({
  id: 'punctuation.space-before',
  pattern: /(?<=[가-힣])(?<x>[ \t]+[.,!?](?![.,!?]))(?=\s|$|["'”’)])/dg,
  replace: (m) => (m.groups?.x ?? '').trim(),
  message: message('punctuation.space-before'),
  reference: REF.punctuation,
});

/**
 * Two different marks in a row where one is meant: 좋아요,! -> 좋아요! ; 정말,? -> 정말? ;
 * 그래!, -> 그래! (?! and !? are an accepted combination and stay, as do ?? and !!; ., ,. ?. !.
 * are the doubled rule's).
 */
const mixedMarks = regexRule({
  id: 'punctuation.mixed-marks',
  pattern: /(?<=[가-힣A-Za-z0-9)\]])(?<x>[,.][!?]|[!?],)(?=\s|$|["'”’)\]])/dg,
  replace: (m) => {
    const s = m.groups?.x ?? '';
    return s[0] === ',' || s[0] === '.' ? (s[1] ?? null) : (s[0] ?? null);
  },
  message: message('punctuation.mixed-marks'),
  reference: REF.punctuation,
});

/**
 * ( 예시 ) -> (예시): no space inside brackets next to a word. The finding covers the bracket
 * with its space (( → (), so the suggestion shows what changes rather than a bare space.
 */
const spaceInsideBrackets = regexRule({
  id: 'punctuation.bracket-space',
  pattern: /[([「『《〈][ \t]+(?=[가-힣])|(?<=[가-힣.?!])[ \t]+[)\]」』》〉]/dg,
  replace: (m) => m[0].trim(),
  message: message('punctuation.bracket-space'),
  reference: REF.punctuation,
});

/** Particles after which a sentence cannot end (자료를. 보내 주세요). */
const NON_FINAL_PARTICLE = new RegExp(`(?:${words.nonFinalParticles.join('|')})$`);

/**
 * A full stop inside a clause: after an object or dative particle, with the clause going on in
 * Hangul (자료를. 보내 주세요 -> 자료를 보내 주세요). With the analyser loaded, -을 counts too when it
 * is the object particle (책을. 읽었다), not a noun in -을 (가을. 마을.).
 */
const stopInsideClause = tokenRule('punctuation.stop-inside-clause', (token, ctx) => {
  if (!token.text.endsWith('.') || token.text.endsWith('..')) return null;
  if (token.coreEnd !== token.end - 1) return null; // only "자료를." (no quote or bracket after)
  const next = ctx.tokens[token.index + 1];
  if (!next || !isHangulSyllable(next.text[0])) return null;
  if (ctx.text.slice(token.end, next.start).includes('\n')) return null;
  const core = token.core;
  if (core.length < 2 || !isHangulSyllable(core[core.length - 1])) return null;
  let inside = NON_FINAL_PARTICLE.test(core);
  if (!inside && core.endsWith('을') && ctx.models) {
    const morphs = ctx.morphs().filter((m) => m.start >= token.coreStart && m.end <= token.coreEnd);
    inside = morphs[morphs.length - 1]?.pos === POS.objectParticle;
  }
  if (!inside) return null;
  // -기를 ends a wish (신의 축복이 있기를.), not a clause; 고기를, 이야기를 are nouns. Only the
  // analyser tells them apart, so without it the word is left alone.
  if (core.endsWith('기를')) {
    if (!ctx.models) return null;
    const morphs = ctx.morphs().filter((m) => m.start >= token.coreStart && m.end <= token.coreEnd);
    const before = morphs[morphs.length - 2];
    if (!before || !isNominalTag(before.last)) return null;
  }
  return {
    start: token.coreEnd,
    end: token.end,
    suggestions: [''],
    message: message('punctuation.stop-inside-clause'),
    reference: REF.punctuation,
  };
});

/** The brackets checked for a partner, opener and closer. */
const PAIRS: ReadonlyArray<readonly [string, string]> = words.brackets.map((pair) => [
  pair.charAt(0),
  pair.charAt(1),
]);

/** What may follow a quotation mark that closes a quotation begun earlier (했다"고, 말’을). */
const AFTER_CLOSING_QUOTE = new RegExp(`^[${words.afterClosingQuote.join('')}]`);

/** Every kind of quotation mark: a paragraph with two of them is left alone. */
const QUOTES = /["“”‘’']/g;

/**
 * A bracket or quotation mark without its partner in the paragraph, stuck inside a word:
 * 자료(를 보냈다 and 사과)를 먹었다 (a bracket before particles: removed), 그는"안녕 하고 (a quotation
 * mark opening mid-word: becomes a space). Quotation marks that close a quotation begun in an
 * earlier sentence (…했다"고 말했다) are followed by a particle and stay; so do list markers (1),
 * 가)), emoticons (:), ^^;, (ㅠ.ㅠ)), apostrophes, code and URLs, a mark with a space on either
 * side (it may open a passage that goes on), and any paragraph where the partner appears at all.
 */
function unpairedMarks(ctx: Context, out: Finding[]): void {
  const text = ctx.text;
  const flag = (at: number, replacement: string) => {
    if (ctx.isProtected(at, at + 1)) return;
    pushFinding(out, UNPAIRED, at, 1, [replacement], UNPAIRED_MESSAGE, REF.punctuation);
  };
  /** The rest of the eojeol after position i of the paragraph. */
  const restOfWord = (para: string, i: number) => /^[가-힣]*/.exec(para.slice(i + 1))?.[0] ?? '';
  forEachParagraph(text, (para, from) => {
    for (const [open, close] of PAIRS) {
      const lone = unmatched(para, open, close);
      if (lone === null) continue;
      const i = lone;
      const opens = para[i] === open ? 1 : 0;
      if (!isHangulSyllable(para[i - 1]) || !isHangulSyllable(para[i + 1])) continue;
      // 자료(를 / 사과)를: what follows is only particles.
      if (!isNounTail(restOfWord(para, i))) continue;
      // 사과)를 needs a word of two syllables or more before it (가)를 is a list label).
      if (opens === 0 && !isHangulSyllable(para[i - 2])) continue;
      flag(from + i, '');
    }
    const quotes = para.match(QUOTES) ?? [];
    if (quotes.length === 1) {
      const i = para.search(QUOTES);
      const rest = restOfWord(para, i);
      // 그는"안녕: opening mid-word. 했다"고, 경험을”이라는, 말’을: closing a quotation begun
      // earlier, followed by a particle or the quotative.
      if (
        isHangulSyllable(para[i - 1]) &&
        rest.length > 0 &&
        !isNounTail(rest) &&
        !AFTER_CLOSING_QUOTE.test(rest)
      )
        flag(from + i, ' ');
    }
  });
}

/**
 * Calls `visit` with each line of the text that is not empty and at most 2,000 characters long
 * (longer ones are left alone), and the offset where it starts.
 */
function forEachParagraph(text: string, visit: (para: string, from: number) => void): void {
  let from = 0;
  while (from <= text.length) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    const para = text.slice(from, to);
    if (para.length > 0 && para.length <= 2000) visit(para, from);
    from = to + 1;
  }
}

/**
 * The one bracket of a kind left without a partner after pairing openers with closers, or null
 * when none or more than one is left (then the paragraph is too tangled to guess).
 */
function unmatched(para: string, open: string, close: string): number | null {
  if (!para.includes(open) && !para.includes(close)) return null;
  const { left } = pairMarks(para, open, close);
  return left.length === 1 ? (left[0] as number) : null;
}

/**
 * Pairs each closer of a paragraph with the nearest opener before it not yet paired: the pairs
 * ([opener, closer] positions) and the marks left over (openers never closed, then stray
 * closers).
 */
function pairMarks(
  para: string,
  open: string,
  close: string,
): { pairs: Array<[number, number]>; left: number[] } {
  const stack: number[] = [];
  const strayClosers: number[] = [];
  const pairs: Array<[number, number]> = [];
  // The marks are single code units, compared by code: para[i] made a string of each
  // character, and most paragraphs have neither mark (skipped).
  if (!para.includes(open) && !para.includes(close)) return { pairs, left: [] };
  const o = open.charCodeAt(0);
  const c = close.charCodeAt(0);
  for (let i = 0; i < para.length; i++) {
    const code = para.charCodeAt(i);
    if (code === o) stack.push(i);
    else if (code === c) {
      if (stack.length > 0) pairs.push([stack.pop() as number, i]);
      else strayClosers.push(i);
    }
  }
  return { pairs, left: [...stack, ...strayClosers] };
}

const unpaired: Rule = { ...UNPAIRED, run: unpairedMarks };

/**
 * Spaces just inside quotation marks (‘ 혁명’, “좋아요 ”): the marks of a pair found in one
 * paragraph, curly quotes by their shape and straight double quotes by order when the
 * paragraph holds an even number of them and no curly double quote. The quoted text must hold
 * Hangul, and the space must stand between the mark and Hangul (or the end of a sentence
 * inside the quotation).
 */
function quoteSpaces(ctx: Context, out: Finding[]): void {
  const text = ctx.text;
  // The mark is part of the finding, so the card shows what changes (‘  → ‘), not a bare space.
  const flag = (start: number, end: number, mark: string) => {
    if (end <= start || ctx.isProtected(start, end)) return;
    pushFinding(out, QUOTE_SPACE, start, end - start, [mark], QUOTE_SPACE_MESSAGE, REF.punctuation);
  };
  forEachParagraph(text, (para, from) => {
    const pairs = [...pairMarks(para, '‘', '’').pairs, ...pairMarks(para, '“', '”').pairs];
    const straight = [...para.matchAll(/"/g)].map((m) => m.index);
    // Straight quotes pair by order only where no curly double quote mixes in (“안녕!").
    if (straight.length % 2 === 0 && !/[“”]/.test(para))
      for (let k = 0; k < straight.length; k += 2)
        pairs.push([straight[k] as number, straight[k + 1] as number]);
    for (const [a, b] of pairs) {
      // An opening mark starts a word: one stuck to the text before it (볼라벤(BOLAVEN)‘이나)
      // is a closing one typed with the wrong shape, and the pairs around it are not to trust.
      if (a > 0 && !/[\s([{「『《〈“‘]/.test(para[a - 1] as string)) continue;
      const inner = para.slice(a + 1, b);
      if (!/[가-힣]/.test(inner) || inner.trim().length === 0) continue;
      const lead = /^[ \t]+/.exec(inner)?.[0].length ?? 0;
      if (lead > 0 && isHangulSyllable(inner[lead]))
        flag(from + a, from + a + 1 + lead, para[a] as string);
      const trail = /[ \t]+$/.exec(inner)?.[0].length ?? 0;
      const before = inner[inner.length - trail - 1];
      if (trail > 0 && (isHangulSyllable(before) || /[.?!]/.test(before ?? '')))
        flag(from + b - trail, from + b + 1, para[b] as string);
    }
  });
}

const quoteSpace: Rule = { ...QUOTE_SPACE, run: quoteSpaces };

export const punctuationRules: Rule[] = [
  doubled,
  spaceBefore,
  mixedMarks,
  spaceInsideBrackets,
  quoteSpace,
  stopInsideClause,
  unpaired,
];
