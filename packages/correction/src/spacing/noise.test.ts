import { describe, expect, it } from 'vitest';
import { NOISE_FEATURES, NOISE_WEIGHTS, noiseAware } from './noise.ts';

// A 21-syllable segment typed with a space every third gap; the model is unsure (p = 0.3) that
// the typed space at gap 9 belongs there, and agrees with every other gap unless told otherwise.
const compact = '가'.repeat(21);
const observed = Uint8Array.from({ length: 21 }, (_, g) => (g > 0 && g % 3 === 0 ? 1 : 0));
const agreeing = () => Float32Array.from(observed, (o, g) => (g === 0 ? 0 : o ? 0.99 : 0.01));

describe('the noise-aware second pass', () => {
  it('has one weight per feature', () => {
    expect(NOISE_WEIGHTS).toHaveLength(NOISE_FEATURES);
  });

  it('doubts a typed space more when the rest of the sentence shows clear slips', () => {
    const careful = agreeing();
    careful[9] = 0.3;
    const sloppy = Float32Array.from(careful);
    sloppy[15] = 0.0005; // 학 교: a typed space the model is sure is wrong
    sloppy[16] = 0.9995; // and a missing one it is sure of
    const a = noiseAware(compact, careful, observed);
    const b = noiseAware(compact, sloppy, observed);
    expect(b[9]).toBeLessThan(a[9] as number);
    // A carefully spaced sentence keeps the space the model is only unsure of.
    expect(a[9]).toBeGreaterThan(0.05);
  });

  it('keeps what the model and the typed text agree on', () => {
    const p = noiseAware(compact, agreeing(), observed);
    for (let g = 1; g < compact.length; g++)
      expect(p[g] as number, `gap ${g}`).toSatisfy((q: number) =>
        observed[g] ? q > 0.5 : q < 0.5,
      );
  });
});
