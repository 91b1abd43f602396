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
      "export { LoginPage } from '../../identity/components/login-page';",
    ],
    [
      'a feature importing another feature through the @/ alias',
      'src/features/landing/components/x.ts',
      "export { LiveDemo } from '@/features/correction/components/live-demo';",
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

  it('rejects the whole-app test helpers outside tests, and the @/ alias in server code', async () => {
    expect(
      await ruleIdsFor(
        'src/features/landing/components/x.ts',
        "export { renderApp } from '@/testing/render-app';",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor('server/x.ts', "export { replyFor } from '@/contracts/common';"),
    ).toContain('no-restricted-imports');
  });

  it('rejects ../ out of a folder of src/ (the house imports with @/)', async () => {
    expect(
      await ruleIdsFor(
        'src/features/landing/components/x.ts',
        "export { Button } from '../../../components/ui/button';",
      ),
    ).toContain('no-restricted-imports');
  });

  it.each([
    [
      'the engine importing the server',
      'packages/correction/src/rules/x.ts',
      "export { buildApp } from '../../../../server/app';",
      'import-x/no-restricted-paths',
    ],
    [
      'the engine importing app code through the @/ alias',
      'packages/correction/src/x.ts',
      "export { createI18n } from '@/lib/i18n/create-i18n';",
      'no-restricted-imports',
    ],
    [
      'the engine core using Node',
      'packages/correction/src/rules/x.ts',
      "export { readFileSync } from 'node:fs';",
      'no-restricted-imports',
    ],
    [
      'the server importing the engine by path, not by its name',
      'server/x.ts',
      "export { createChecker } from '../packages/correction/src/checker';",
      'no-restricted-imports',
    ],
    [
      'browser code importing the whole engine',
      'src/lib/x.ts',
      "export { createChecker } from '@dadeum/correction';",
      'no-restricted-imports',
    ],
  ])('rejects %s', async (_label, file, code, rule) => {
    expect(await ruleIdsFor(file, code)).toContain(rule);
  });

  it.each([
    ['the web shell', 'web/x.ts'],
    ['an extension entrypoint', 'entrypoints/background/x.ts'],
    ['the extension layer', 'src/extension/x.ts'],
  ])('keeps the engine out of browser code: %s', async (_label, file) => {
    expect(await ruleIdsFor(file, "export { createChecker } from '@dadeum/correction';")).toContain(
      'no-restricted-imports',
    );
    expect(
      await ruleIdsFor(file, "export { resolveParticles } from '@dadeum/correction/particles';"),
    ).toEqual([]);
  });

  it("rejects postMessage to '*'", async () => {
    expect(await ruleIdsFor('src/lib/x.ts', "window.postMessage({ type: 'X' }, '*');")).toContain(
      'no-restricted-syntax',
    );
  });

  it.each([
    ['a tag compared as a string', "export const f = (t: string) => t === 'NNG';"],
    ['a tag sequence', "export const f = (t: string) => t.startsWith('VV+EC');"],
    ['a regex of tags', 'export const f = (t: string) => /^(VV|VA|XSV)/.test(t);'],
    ['a regex of a tag prefix', 'export const f = (t: string) => /^J/.test(t);'],
  ])('rejects part-of-speech tags in a rule of the engine: %s', async (_label, code) => {
    expect(await ruleIdsFor('packages/correction/src/rules/x.ts', code)).toContain(
      'no-restricted-syntax',
    );
    // The analysis module is where tags live.
    expect(await ruleIdsFor('packages/correction/src/analysis/x.ts', code)).toEqual([]);
  });

  it('allows Korean words and patterns in a rule of the engine', async () => {
    const code = "export const f = (t: string) => t === '다' || /^[가-힣]+$/.test(t);";
    expect(await ruleIdsFor('packages/correction/src/rules/x.ts', code)).toEqual([]);
  });

  it.each([
    [
      'a feature importing shared layers',
      'src/features/landing/components/x.ts',
      "export { Button } from '@/components/ui/button';\nexport { createQueryClient } from '@/lib/query-client';",
    ],
    [
      'the app importing a feature',
      'src/app/x.ts',
      "export { LandingPage } from '@/features/landing/components/landing-page';",
    ],
    [
      'the server importing contracts',
      'server/x.ts',
      "export { memberProfileSchema } from '../src/contracts/account';",
    ],
    [
      'the server importing the Korean particle rule it shares with the UI',
      'server/mail/x.ts',
      "export { resolveParticles } from '@dadeum/correction/particles';",
    ],
    [
      "the engine's Node loader reading files",
      'packages/correction/src/node/x.ts',
      "export { readFileSync } from 'node:fs';",
    ],
    [
      'the server importing the engine by its name',
      'server/x.ts',
      "export { createChecker } from '@dadeum/correction';",
    ],
    [
      'a feature test rendering the whole app',
      'src/features/landing/x.test.tsx',
      "export { renderApp } from '@/testing/render-app';",
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
