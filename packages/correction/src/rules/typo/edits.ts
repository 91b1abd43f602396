/**
 * The channel of spelling.typo's noisy-channel model: what produced a candidate from the
 * written word (a typo, or which rule of pronunciation written out), and what each edit costs
 * (hand-chosen, src/data/rule-parameters.json).
 */
import parameters from '../../data/rule-parameters.json' with { type: 'json' };

/** What produced a candidate from the written word: a typo, or which pronunciation rule. */
export type EditKind =
  | 'typo'
  | 'liaison'
  | 'tensing'
  | 'nasal'
  | 'neutral'
  | 'aspirate'
  | 'vowel'
  /** A final 이/히 of an adverb (한글 맞춤법 제51항), from the one-confusion test only. */
  | 'ihi';

export interface Candidate {
  word: string;
  /** Log probability of the edits (the channel model): lower for rarer edits. */
  channel: number;
  kinds: EditKind[];
  /** Syllable model score of the candidate minus that of the written word. */
  lmGain: number;
  /** lmGain + channel: how much likelier the candidate is than the word as written. */
  gain: number;
}

/** Where the candidate generators put what they find. */
export type Sink = (
  word: string,
  channel: number,
  kinds: EditKind | EditKind[],
  lmGain: number,
) => void;

/** Channel costs (natural log): near and other keys, a key left out or added, keys swapped, a rule of pronunciation, a vowel that sounds alike. */
export const CHANNEL = parameters['spelling.typo.channel'].values;
