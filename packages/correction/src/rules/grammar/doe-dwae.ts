/**
 * 되 and 돼 (한글 맞춤법 제35항 [붙임 2]): 돼 is 되어 contracted, so it stands where -어 follows
 * 되 (돼요, 돼서, 안 돼.), and 되 stands before every other ending (되는, 되고, 되세요).
 */
import { type Rule, regexRule } from '../../context.ts';
import { message } from '../../messages.ts';
import { REF } from '../references.ts';

/** 되요 -> 돼요, 되서 -> 돼서, 되야 -> 돼야 (되 + -어 contracts to 돼). */
const doeToDwae = regexRule({
  id: 'grammar.doe-dwae',
  pattern: /(?<x>되)(?=요|서|야|버리|버렸|버려|줘|줬|봤|봐)/dg,
  replace: () => '돼',
  message: message('grammar.doe-dwae.to-dwae'),
  reference: REF.oeAe,
});

/** 됬다 -> 됐다 */
const dwaet = regexRule({
  id: 'grammar.doe-dwae',
  pattern: /(?<x>됬|됫)/dg,
  replace: () => '됐',
  message: message('grammar.doe-dwae.dwaet'),
  reference: REF.oeAe,
});

/** 안 되. -> 안 돼. (a bare stem cannot end a sentence) */
const doeFinal = regexRule({
  id: 'grammar.doe-dwae',
  pattern: /(?<=[\s가-힣])(?<x>되)(?=[.!?~]|\s*$)/dg,
  replace: () => '돼',
  message: message('grammar.doe-dwae.sentence-end'),
  reference: REF.oeAe,
});

/** 하면 안되. -> 하면 안 돼. */
const anDoeFinal = regexRule({
  id: 'grammar.doe-dwae',
  pattern: /(?<![가-힣])(?<x>안되)(?=[.!?~]|\s*$)/dg,
  replace: () => '안 돼',
  message: message('grammar.doe-dwae.an-doe-end'),
  reference: REF.oeAe,
});

/**
 * 돼는 -> 되는, 돼고 -> 되고, 돼세요 -> 되세요, 돼지 않아 -> 되지 않아 (돼지 before 않다 or 못하다 is no pig:
 * 돼지 말고 소고기 is, so 말다 is left).
 */
const dwaeToDoe = regexRule({
  id: 'grammar.doe-dwae',
  pattern:
    /(?<x>돼)(?=는|고|면|세요|셨|겠|기|던|었|니까|실|시|며|든지|지 ?(?:않|못[하해했한할]))/dg,
  replace: () => '되',
  message: message('grammar.doe-dwae.to-doe'),
  reference: REF.oeAe,
});

/** 되였다 -> 되었다 (되 + -었- is 되었 or 됐; 되였 is a slip, or the northern spelling). */
const doeyeot = regexRule({
  id: 'grammar.doe-dwae',
  pattern: /(?<x>되였)/dg,
  replace: () => ['되었', '됐'],
  message: message('grammar.doe-dwae.doeyeot'),
  reference: REF.oeAe,
});

export const doeDwaeRules: Rule[] = [doeToDwae, dwaet, doeFinal, anDoeFinal, dwaeToDoe, doeyeot];
