/**
 * `spacing.restore`: a sentence typed with most of its spaces missing gets one suggestion, the
 * whole sentence respaced by the model (src/rules/model-spacing/segments.ts says when most are
 * missing). Above every other rule: the sentence is respaced first; the checker finds the rest
 * in the respaced text on the next check (the editor checks again after each fix).
 */
import type { Morph } from '../../analysis/analyzer.ts';
import { isCompoundPartTag, isParticleOrSymbolTag } from '../../analysis/pos.ts';
import type { Rule } from '../../context.ts';
import words from '../../data/rules/model-spacing.json' with { type: 'json' };
import { message } from '../../messages.ts';
import { REF } from '../references.ts';
import { spacedText, wordAround } from './gaps.ts';
import { segmentSpacing } from './segments.ts';

/** The nouns after which 드리다 is the suffix -드리다 (spacing.deurida), and its forms. */
export const DEURIDA_NOUNS: ReadonlySet<string> = new Set(words.deuridaNouns);
export const DEURIDA_FORM = /^드(리|립|렸|려|릴|린|림)/;
const DEURIDA_LENGTHS = [...new Set(words.deuridaNouns.map((n) => n.length))];

/**
 * Does gap g of a compact text fall before the suffix -드리다 after one of its nouns (연락|드렸습니다)?
 * The respacings leave it joined whatever the model says, as spacing.deurida asks.
 */
export function beforeDeurida(text: string, g: number): boolean {
  if (!DEURIDA_FORM.test(text.slice(g, g + 2))) return false;
  return DEURIDA_LENGTHS.some((n) => DEURIDA_NOUNS.has(text.slice(g - n, g)));
}

export const spacingRestore: Rule = {
  id: 'spacing.restore',
  category: 'SPACING',
  run(ctx, out) {
    const models = ctx.models;
    if (!models) return;
    for (const s of segmentSpacing(ctx)) {
      const original = ctx.text.slice(s.segment.start, s.segment.end);
      if (!s.restore) continue;
      // One word the dictionary knows (뜬금없이, 감사합니다) is not a run-together sentence, and
      // nor is one compound noun with its particles (권장사항, 측정항목을: 제49·50항 allow it
      // written together); nouns with a particle between them are (만남과이별, 서로의조각).
      if (s.compact.observedCount === 0) {
        if (ctx.spell(wordAround(s.compact, 1)) === true) continue;
        const morphs = ctx.morphsIn(s.segment.start, s.segment.end);
        let end = morphs.length;
        while (end > 0 && isParticleOrSymbolTag((morphs[end - 1] as Morph).first)) end--;
        const head = morphs.slice(0, end);
        if (
          head.length > 0 &&
          head.every((m) => isCompoundPartTag(m.first)) &&
          morphs.every((m) => !m.unknown)
        )
          continue;
      }
      const p = s.compact.observedCount === 0 ? s.blind : s.typed();
      const text = s.compact.compact;
      const suggestion = spacedText(
        s.compact,
        (g) => (p[g] as number) >= 0.5 && !beforeDeurida(text, g),
      );
      if (suggestion === original) continue;
      out.push({
        offset: s.segment.start,
        length: s.segment.end - s.segment.start,
        suggestions: [suggestion],
        ruleId: 'spacing.restore',
        absorbs: true,
        category: 'SPACING',
        message: message('spacing.restore'),
        reference: REF.spacingWords,
      });
    }
  },
};
