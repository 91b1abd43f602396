/**
 * Node-only loader for the Korean hunspell dictionary (dictionary-ko via hunspell-asm).
 * Import this from the server and scripts only; the engine core never imports it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SpellDictionary } from './types.ts';

let pending: Promise<SpellDictionary> | null = null;

async function load(): Promise<SpellDictionary> {
  const { loadModule } = await import('hunspell-asm');
  const require = createRequire(import.meta.url);
  // dictionary-ko's entry reads its files with top-level await; read them directly instead.
  const dir = dirname(require.resolve('dictionary-ko'));
  const [aff, dic] = await Promise.all([
    readFile(join(dir, 'index.aff')),
    readFile(join(dir, 'index.dic')),
  ]);
  const factory = await loadModule();
  const affPath = factory.mountBuffer(aff, 'ko.aff');
  const dicPath = factory.mountBuffer(dic, 'ko.dic');
  const hunspell = factory.create(affPath, dicPath);
  return { spell: (word) => hunspell.spell(word) };
}

/** Load (once per process) and return the Korean dictionary. About 0.8 s and 120 MB. */
export function loadKoreanDictionary(): Promise<SpellDictionary> {
  pending ??= load();
  return pending;
}
