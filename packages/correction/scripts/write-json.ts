/**
 * Writes a generated data file as JSON, formatted as the repository's prettier formats it, so
 * that a rebuild from the same inputs leaves no diff (the engine imports these files with
 * `with { type: 'json' }`).
 */
import { writeFileSync } from 'node:fs';

/** `text` (JSON.stringify's output, or lines written by hand) as prettier formats `path`. */
export async function formatJson(path: string, text: string): Promise<string> {
  JSON.parse(text); // hand-written lines must still be JSON
  const prettier = await import('prettier');
  return prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path });
}

/** Format `text` as JSON for `path` and write it there. */
export async function writeJsonFile(path: string, text: string): Promise<void> {
  writeFileSync(path, await formatJson(path, text));
}
