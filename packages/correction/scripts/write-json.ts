/**
 * Writes a generated data file as JSON, formatted as the repository's prettier formats it, so
 * that a rebuild from the same inputs leaves no diff (the engine imports these files with
 * `with { type: 'json' }`).
 */
import { writeFileSync } from 'node:fs';

/** `text` is the JSON to write (JSON.stringify's output, or lines written by hand). */
export async function writeJsonFile(path: string, text: string): Promise<void> {
  JSON.parse(text); // the caller's hand-written lines must still be JSON
  const prettier = await import('prettier');
  const options = { ...(await prettier.resolveConfig(path)), filepath: path };
  writeFileSync(path, await prettier.format(text, options));
}
