import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseServerEnv, type ServerEnv } from './env';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig extends ServerEnv {
  /** Absolute data directory (embedded PostgreSQL lives in `<dataDir>/postgres`). */
  dataDirAbsolute: string;
}

/** Reads and validates the environment once; throws EnvError with every problem listed. */
export function loadServerConfig(
  source: Record<string, string | undefined> = process.env,
): ServerConfig {
  const env = parseServerEnv(source);
  return { ...env, dataDirAbsolute: path.resolve(REPO_ROOT, env.dataDir) };
}
