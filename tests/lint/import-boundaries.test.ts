import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/config';

/**
 * The one-way import rules of docs/architecture.md, checked by linting small files placed (virtually)
 * in each layer. Each case must be reported by the rule named; the allowed cases must lint clean.
 */
const eslint = new ESLint({ cwd: REPO_ROOT });

async function ruleIdsFor(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('import boundaries', () => {
  it.each([
    [
      'a feature importing the app',
      'src/features/landing/components/x.ts',
      "export { webRoutes } from '../../../app/routes';",
    ],
    [
      'a feature importing another feature',
      'src/features/landing/components/x.ts',
      "export { NotFoundPage } from '../../errors/components/not-found-page';",
    ],
    [
      'shared lib importing a feature',
      'src/lib/x.ts',
      "export { LandingPage } from '../features/landing/components/landing-page';",
    ],
    [
      'a component importing the app',
      'src/components/x.ts',
      "export { webRoutes } from '../app/routes';",
    ],
    [
      'the server importing UI code',
      'server/x.ts',
      "export { createQueryClient } from '../src/lib/query-client';",
    ],
    [
      'the extension layer importing a screen',
      'src/extension/x.ts',
      "export { LandingPage } from '../features/landing/components/landing-page';",
    ],
  ])('rejects %s', async (_label, file, code) => {
    expect(await ruleIdsFor(file, code)).toContain('import-x/no-restricted-paths');
  });

  it('rejects extension APIs outside src/extension and entrypoints', async () => {
    expect(
      await ruleIdsFor(
        'src/features/landing/components/x.ts',
        "export { browser } from 'wxt/browser';",
      ),
    ).toContain('no-restricted-imports');
  });

  it("rejects postMessage to '*'", async () => {
    expect(await ruleIdsFor('src/lib/x.ts', "window.postMessage({ type: 'X' }, '*');")).toContain(
      'no-restricted-syntax',
    );
  });

  it.each([
    [
      'a feature importing shared layers',
      'src/features/landing/components/x.ts',
      "export { Button } from '../../../components/ui/button';\nexport { createQueryClient } from '../../../lib/query-client';",
    ],
    [
      'the app importing a feature',
      'src/app/x.ts',
      "export { LandingPage } from '../features/landing/components/landing-page';",
    ],
    [
      'the server importing contracts',
      'server/x.ts',
      "export { memberProfileSchema } from '../src/contracts/account';",
    ],
    [
      'the extension layer using wxt',
      'src/extension/x.ts',
      "export { browser } from 'wxt/browser';",
    ],
  ])('allows %s', async (_label, file, code) => {
    expect(await ruleIdsFor(file, code)).toEqual([]);
  });
});
