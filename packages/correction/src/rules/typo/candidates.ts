/**
 * The candidates of spelling.typo: the spellings one typo (key-typos.ts) or up to three rules
 * of pronunciation (pronunciation.ts) away that the syllable model finds likelier than the word
 * as written, ranked by the syllable model plus the channel cost of their edits.
 */
import type { SyllableLm } from '../../lm/syllable-lm.ts';
import type { Candidate, Sink } from './edits.ts';
import { typoCandidates } from './key-typos.ts';
import { pronunciationCandidates } from './pronunciation.ts';
import { Written } from './syllable-score.ts';

/**
 * The spellings one typo or up to three rules of pronunciation away that the syllable model
 * finds likelier than the word as written (fewer unseen trigrams), best first. Empty when every
 * trigram of the word was seen in the train corpus.
 */
export function candidatesFor(lm: SyllableLm, word: string, limit = 6): Candidate[] {
  const w = new Written(lm, word);
  return w.unseenCount === 0 ? [] : candidatesOf(w, limit);
}

/** The best `limit` candidates of a word read by the syllable model (its cheapest edits each). */
export function candidatesOf(w: Written, limit: number): Candidate[] {
  const found = new Map<string, Candidate>();
  const add: Sink = (cand, channel, kinds, lmGain) => {
    const old = found.get(cand);
    if (old && old.channel >= channel) return;
    found.set(cand, {
      word: cand,
      channel,
      kinds: Array.isArray(kinds) ? kinds : [kinds],
      lmGain,
      gain: lmGain + channel,
    });
  };
  typoCandidates(w, add);
  pronunciationCandidates(w, add);
  return [...found.values()].sort((a, b) => b.gain - a.gain).slice(0, limit);
}
