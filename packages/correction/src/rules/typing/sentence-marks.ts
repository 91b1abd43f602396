/**
 * Sentence marks typed on the wrong key (issue 34 §3).
 *
 * - `punctuation.slash-for-mark`: / at the end of a sentence, on the key of ? (shift left off)
 *   and beside the full stop: 먹었니/ -> 먹었니?, 했다/ -> 했다. The word must end in a final
 *   ending (the analyser says so), the / must end the sentence (a space or the line's end after
 *   it; read with a mark after it, as the analyser reads a sentence's end), and the text must use / nowhere else (dates, paths, 찬성/반대 lists). An interrogative
 *   ending takes ?, any other final ending the full stop. A full stop after an interrogative
 *   ending is left alone: the norm allows it where the question is weak (문장 부호 규정, 물음표
 *   붙임), as in rhetorical questions (누가 알겠습니까.). Endings that ask and tell alike (-아/-어,
 *   -지, -요: 했어/ may be 했어? or 했어.) are left alone.
 * - `punctuation.stop-mid-sentence`: a full stop after a word that cannot end a sentence, with
 *   the sentence going on on the same line: the double-space shortcut of phone keyboards, which
 *   types ". " for two spaces, or a slip. After the genitive 의 (우리의. 미래) or an adnominal
 *   ending (내가 먹는. 사과) when the noun it belongs to comes next; after a case or auxiliary
 *   particle (동생이. 학교에), a determiner (모든. 계획), an adverb (정확하게. 몰랐는데) or a
 *   connective ending that does not end sentences in speech (읽고. 잠이 들었다; typing.json
 *   midSentenceConnectives). Left alone: one-word sentences (정말. 그런데. 내가. — fragments
 *   written on purpose, answers), a word said twice (정말. 정말), reduplicated words (토닥토닥.),
 *   and words that may end a sentence whatever the analyser reads (어떨까요., 만듭니다., 갈게.).
 *   On the train part as written it flags 0.006 per 1,000 eojeol.
 * - `punctuation.missing-question`: a question to the reader written without its question mark:
 *   a full stop after an interrogative ending that asks (봤니. 시작하나요. 먹을까요. 합니까.
 *   그런가요.; typing.json askingEndings), or no mark at the end of a paragraph that has other
 *   sentences with their marks (…만들었어요. 언제 보내 드릴까요). Left alone, since the norm
 *   lets a weak question end in a full stop (문장 부호, 물음표 [붙임 2]): the plain -ㄹ까, -는가,
 *   -나 of questions to oneself (어찌해야 할까.), conjectures (아닐까요), rhetorical questions
 *   (알겠습니까, 말이냐, 과연/도대체/얼마나 in the sentence), and -어/-지/-요, which tell as well.
 *   A line of one question without a mark is a heading or title (우리는 왜 실패하는가) and is
 *   left. Statements that look alike are read apart: 자라나요 (자라나다), 화가나요 (화가 나다),
 *   -니 after an open syllable without a question word (와 보니., a connective).
 */
import { type Context, type Rule, type Token, tokenRule } from '../../context.ts';
import { isNominalTag, isParticleTag, POS } from '../../analysis/pos.ts';
import { finalJamo } from '../../hangul.ts';
import { message } from '../../messages.ts';
import { REF } from '../references.ts';
import words from '../../data/rules/typing.json' with { type: 'json' };

/** Interrogative final endings, by how the word ends (먹었니, 가냐, 있나요, 할까, 하는가). */
const INTERROGATIVE = new RegExp(`(?:${words.interrogativeEndings.join('|')})$`);
/** Declarative final endings that are never questions (했다, 합니다). */
const DECLARATIVE = new RegExp(`(?:${words.declarativeEndings.join('|')})$`);
/** Endings that look interrogative but are not, or may be either (했다니, 있으니까요). */
const NOT_QUESTION = new RegExp(`(?:${words.exclamativeEndings.join('|')})$`);

/** ? or . for a word ending in a final ending, or null where either may be meant (했어, 좋지). */
export function markFor(word: string): '?' | '.' | null {
  if (NOT_QUESTION.test(word)) return null;
  const before = (suffix: string) => word.at(-suffix.length - 1);
  // -ㄴ가(요): 그런가요, 건가; -ㅂ니까: 합니까, 있습니까 (있으니까 is a reason, not a question).
  if (/가요?$/.test(word))
    return finalJamo(before(word.endsWith('요') ? '가요' : '가')) === 'ㄴ' ? '?' : null;
  if (/니까$/.test(word)) return finalJamo(before('니까')) === 'ㅂ' ? '?' : null;
  if (INTERROGATIVE.test(word)) return '?';
  return DECLARATIVE.test(word) ? '.' : null;
}

const lastMorph = (ctx: Context, token: Token) =>
  ctx.morphsIn(token.coreStart, token.coreEnd).at(-1);

export const slashForMark: Rule = tokenRule('punctuation.slash-for-mark', (token, ctx) => {
  // The tokenizer keeps / in the word: 먹었니/ is the word and its mark.
  if (!ctx.models || token.core !== token.text || !token.core.endsWith('/')) return null;
  if (ctx.text.indexOf('/') !== token.end - 1 || ctx.text.lastIndexOf('/') !== token.end - 1)
    return null;
  const word = token.core.slice(0, -1);
  if (!/^[가-힣]+$/.test(word)) return null;
  // Read with a mark after it: before / the analyser takes 먹었니 for a connective ending.
  const morphs = ctx.models.analyzer.analyze(`${word}?`);
  const last = morphs.at(-2);
  if (last?.last !== POS.finalEnding || last.end !== word.length) return null;
  const mark = markFor(word);
  if (mark === null) return null;
  // Alternatives set side by side (할 수 있느냐/ 할 수 없느냐로): the same ending comes again.
  const ending = word.slice(-2);
  for (let i = token.index + 1; i <= token.index + 4 && i < ctx.tokens.length; i++)
    if ((ctx.tokens[i] as Token).core.includes(ending)) return null;
  const question = mark === '?';
  const fixed = word + mark;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [fixed],
    message: message(
      question ? 'punctuation.slash-for-mark.question' : 'punctuation.slash-for-mark',
      { fixed },
    ),
    reference: REF.punctuation,
  };
});

/** Word classes after which a sentence does not end: a full stop there is a slip. */
const MID_SENTENCE_TAGS: ReadonlySet<string> = new Set([
  POS.subjectParticle,
  POS.objectParticle,
  POS.adverbialParticle,
  POS.conjunctiveParticle,
  POS.auxiliaryParticle,
  POS.determiner,
  POS.adverb,
  POS.conjunctiveAdverb,
  POS.connectiveEnding,
]);
/** How a word with a connective ending ends, where a sentence does not end (see typing.json). */
const CONNECTIVE = new RegExp(`(?:${words.midSentenceConnectives.join('|')})$`);
/** Endings a sentence may end in whatever the analyser reads (좋을까요, 만듭니다, 그럼요). */
const MAY_END = new RegExp(`(?:${words.mayEndSentence.join('|')})$`);

/** The token starts its sentence: the line's first word, or after a word ending in . ? !. */
function startsSentence(ctx: Context, token: Token): boolean {
  const before = ctx.tokens[token.index - 1];
  if (!before || ctx.text.slice(before.end, token.start).includes('\n')) return true;
  return /[.?!…]["'”’)]*$/.test(before.text);
}

export const stopMidSentence: Rule = tokenRule('punctuation.stop-mid-sentence', (token, ctx) => {
  if (!ctx.models || !token.text.endsWith('.') || token.coreEnd !== token.end - 1) return null;
  const core = token.core;
  if (core.length < 2 || !/^[가-힣]+$/.test(core)) return null;
  const next = ctx.tokens[token.index + 1];
  if (!next || !/^[가-힣]/.test(next.text)) return null;
  if (ctx.text.slice(token.end, next.start).includes('\n')) return null;
  const last = lastMorph(ctx, token);
  if (!last || last.end !== token.coreEnd) return null;
  if (last.last === POS.genitiveParticle || last.last === POS.adnominalEnding) {
    // The noun it belongs to comes next (우리의. 미래를, 먹는. 사과).
    const first = ctx.morphsIn(next.coreStart, next.coreEnd)[0];
    if (!first || first.start !== next.coreStart || !isNominalTag(first.first)) return null;
  } else {
    if (!MID_SENTENCE_TAGS.has(last.last) || MAY_END.test(core)) return null;
    if (last.last === POS.connectiveEnding && !CONNECTIVE.test(core)) return null;
    // -ㄹ게 is a promise that ends a sentence (갈게.), -게 after other syllables an adverb.
    if (core.endsWith('게') && finalJamo(core.at(-2)) === 'ㄹ') return null;
    // A one-word sentence is a fragment written on purpose (정말. 그런데. 내가.), and so are
    // a word said twice (정말. 정말) and a reduplicated word (토닥토닥.).
    if (startsSentence(ctx, token)) return null;
    if (next.core.startsWith(core)) return null;
    const half = core.length / 2;
    if (core.length % 2 === 0 && core.slice(0, half) === core.slice(half)) return null;
  }
  return {
    start: token.coreStart,
    end: token.end,
    suggestions: [core],
    message: message('punctuation.stop-mid-sentence', { original: `${core}.`, word: core }),
    reference: REF.punctuation,
  };
});

/** Interrogative endings that address the reader (먹었니, 가냐, 있나요, 갈까요, 합니까, 그런가요). */
const ASKING = new RegExp(`(?:${words.askingEndings.join('|')})$`);
/** Words with those endings that ask nothing or ask weakly (있으니, 그러더니, 말이냐, 알겠습니까). */
const NOT_ASKING = new RegExp(`(?:${words.notAskingEndings.join('|')})$`);

/** Words that make a question rhetorical or weak (과연, 설마). */
const RHETORICAL = new RegExp(`(?:^|\\s)(?:${words.rhetoricalWords.join('|')})(?:\\s|$)`);

/** Question words (뭐, 왜, 어디 …) at a word's start. */
const QUESTION_WORD = new RegExp(`(?:^|\\s)(?:${words.questionWords.join('|')})`);

/** Where the token's sentence starts: after the last . ? ! or line break before it. */
function sentenceStart(ctx: Context, token: Token): number {
  const before = ctx.text.slice(0, token.start);
  const m = /[.?!\n][^.?!\n]*$/.exec(before);
  return m ? m.index + 1 : 0;
}

/** A question the reader is asked, by its ending: ? where the mark is missing. */
export function asksReader(word: string): boolean {
  if (!ASKING.test(word) || NOT_ASKING.test(word)) return false;
  // -ㅂ니까: 합니까, 있습니까 (있으니까 is a reason); -ㄴ가요: 그런가요, 있는가요.
  if (word.endsWith('니까')) return finalJamo(word.at(-3)) === 'ㅂ';
  if (word.endsWith('가요')) return word.endsWith('는가요') || finalJamo(word.at(-3)) === 'ㄴ';
  return true;
}

export const missingQuestion: Rule = tokenRule('punctuation.missing-question', (token, ctx) => {
  if (!ctx.models) return null;
  const core = token.core;
  if (core.length < 2 || !/^[가-힣]+$/.test(core) || token.coreStart !== token.start) return null;
  const tail = ctx.text.slice(token.coreEnd, token.end);
  const next = ctx.tokens[token.index + 1];
  const lineEnds = !next || ctx.text.slice(token.end, next.start).includes('\n');
  if (tail === '') {
    // No mark at the paragraph's end: only where the paragraph has another sentence with its
    // mark, so headings and titles (우리는 왜 실패하는가) stay as they are.
    if (!lineEnds) return null;
    const lineStart = ctx.text.lastIndexOf('\n', token.start - 1) + 1;
    if (!/[.?!]\s/.test(ctx.text.slice(lineStart, token.start))) return null;
  } else if (tail !== '.') return null;
  if (!asksReader(core)) return null;
  if (core.endsWith('나요')) {
    // 자라나요, 떠나요: a verb in 나 with -아요 tells (자라나다), whatever the analyser reads;
    // so does 나다 after a noun, spaced or not (화가나요, 티 나요).
    if (ctx.spell(`${core.slice(0, -1)}다`) === true) return null;
    const before = ctx.models.analyzer.analyze(core.slice(0, -2)).at(-1);
    if (!before || isNominalTag(before.last) || isParticleTag(before.last)) return null;
  }
  // Rhetorical questions: the norm lets them end in a full stop (과연 믿을 수 있을까요.).
  const sentence = ctx.text.slice(sentenceStart(ctx, token), token.start);
  if (RHETORICAL.test(sentence)) return null;
  // -니 after an open syllable may be the connective (와 보니., 비가 오니.): only with a
  // question word (뭐 하니.); after a final or 았/었 it asks (먹니, 있니, 갔니, 먹었니).
  if (core.endsWith('니') && finalJamo(core.at(-2)) === '' && !QUESTION_WORD.test(sentence))
    return null;
  // Read with a question mark after it, as the slash rule does: a final ending, not a
  // connective that looks alike (비가 오니).
  const morphs = ctx.models.analyzer.analyze(`${core}?`);
  const last = morphs.at(-2);
  if (last?.last !== POS.finalEnding || last.end !== core.length) return null;
  const fixed = `${core}?`;
  return {
    start: token.coreStart,
    end: token.end,
    suggestions: [fixed],
    message: message('punctuation.missing-question', { fixed }),
    reference: REF.punctuation,
  };
});

export const sentenceMarkRules: Rule[] = [slashForMark, stopMidSentence, missingQuestion];
