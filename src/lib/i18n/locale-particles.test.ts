import { describe, expect, it } from 'vitest';
import { bundledResources } from './bundled-resources';
import { createI18n } from './create-i18n';

/** The locale files and the i18next post-processor (particles: @dadeum/correction/particles). */
describe('the locale files and the i18next post-processor', () => {
  const MARKER = /은\(는\)|이\(가\)|을\(를\)|와\(과\)|과\(와\)|\(으\)로|\(이\)(?:나|랑|라|며|에요)/;

  it('write a two-form particle only after a placeholder (static text picks its own)', () => {
    const offenders = Object.entries(bundledResources.ko!).flatMap(([ns, content]) =>
      strings(content)
        .filter(([, text]) => {
          const markers = [...text.matchAll(new RegExp(MARKER, 'g'))];
          return markers.some((m) => !/\}\}[”’"'」』)]*$/.test(text.slice(0, m.index)));
        })
        .map(([key]) => `${ns}:${key}`),
    );
    expect(offenders).toEqual([]);
  });

  it('renders no two-form particle in Korean, whatever is interpolated', async () => {
    const i18n = await createI18n({
      source: { kind: 'bundled', resources: bundledResources },
      language: 'ko',
      namespaces: ['common', 'extension'],
    });
    const values = { email: 'kim@example.com', suggestion: '며칠', word: '몇일', name: '김다듬' };
    for (const [ns, content] of Object.entries(bundledResources.ko!)) {
      for (const [key] of strings(content)) {
        const text = i18n.t(key, { ns, ...values, count: 3, minutes: 30 });
        expect(text, `${ns}:${key}`).not.toMatch(MARKER);
      }
    }
    expect(i18n.t('landing.liveDemo.apply', { suggestion: '며칠' })).toBe('“며칠”로 고치기');
    expect(i18n.t('landing.liveDemo.apply', { suggestion: '몇 시' })).toBe('“몇 시”로 고치기');
    expect(i18n.t('landing.liveDemo.apply', { suggestion: '할 수 있다' })).toBe(
      '“할 수 있다”로 고치기',
    );
  });
});

/** Every string of a locale namespace, with its key. */
function strings(node: unknown, key = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[key, node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
  return [];
}
