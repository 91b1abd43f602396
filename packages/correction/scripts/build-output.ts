/**
 * Where the install-time builds (build-analyzer.ts, build-speller.ts) write their binaries:
 * the file is rewritten only when its bytes change, so a repeated `npm install` leaves it (and
 * its modification time) as it was.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes `bytes` to `path` unless it holds them already; the short SHA-1 for the log line. */
export function writeBuildOutput(
  path: string,
  bytes: Uint8Array,
): { digest: string; unchanged: boolean } {
  mkdirSync(dirname(path), { recursive: true });
  const digest = createHash('sha1').update(bytes).digest('hex').slice(0, 12);
  const unchanged =
    existsSync(path) &&
    createHash('sha1').update(readFileSync(path)).digest('hex').slice(0, 12) === digest;
  if (!unchanged) writeFileSync(path, bytes);
  return { digest, unchanged };
}
