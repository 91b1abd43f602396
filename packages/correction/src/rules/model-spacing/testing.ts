/** The model's readings of a one-sentence text, for the tests of this folder. */
import { type Context, createContext, createSpellCache } from '../../context.ts';
import { loadEngineModels, loadKoreanDictionary } from '../../node/engine-files.ts';
import { type SegmentSpacing, segmentSpacing } from './segments.ts';

export async function readingsOf(text: string): Promise<{ ctx: Context; s: SegmentSpacing }> {
  const spell = createSpellCache(await loadKoreanDictionary());
  const ctx = createContext(text, spell, true, loadEngineModels());
  const [s] = segmentSpacing(ctx);
  if (!s) throw new Error(`no Korean segment in ${text}`);
  return { ctx, s };
}
