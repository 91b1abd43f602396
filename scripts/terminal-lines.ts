import type { Readable, Writable } from 'node:stream';

/** CSI (colours, cursor moves, line clears), OSC (titles, links) and other escape sequences. */
// eslint-disable-next-line no-control-regex -- removing escape sequences is the point
const ESCAPES = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f]/g;

/**
 * One line of terminal output as a terminal would leave it on screen: the text after its last
 * carriage return (a spinner redraws its line with `\r`), without escape sequences or other
 * control characters; null when nothing would be left (a cleared line).
 */
export function plainLine(raw: string): string | null {
  const segments = raw.split('\r').map((s) => s.replace(ESCAPES, '').replace(CONTROLS, ''));
  const shown = (segments.at(-1) ?? '').trimEnd();
  return shown.trim() === '' ? null : shown;
}

/**
 * Copies `from` to `to` line by line as {@link plainLine}s: for output that is not a terminal
 * (a pipe, a file, a CI log), where spinners and colours would arrive as raw control characters.
 */
export function pipePlainLines(from: Readable, to: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    let pending = '';
    const flush = (text: string) => {
      const line = plainLine(text);
      if (line !== null) to.write(`${line}\n`);
    };
    from.setEncoding('utf8');
    from.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(flush);
    });
    from.on('end', () => {
      flush(pending);
      resolve();
    });
    from.on('error', reject);
  });
}
