// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/**
 * One-way imports (docs/architecture.md, "Rules of the house"):
 *   components, lib, contracts, config  <-  features  <-  app  <-  shells (web/, entrypoints/)
 * A feature never imports another feature. Only src/extension/ and entrypoints/ touch the
 * extension APIs (wxt, #imports). server/ uses src/contracts, src/config and the correction engine
 * only. The engine is the workspace package packages/correction (@dadeum/correction), imported by
 * its name everywhere and importing nothing of the app.
 */
const FEATURES = 'src/features';
const SHARED = ['src/components', 'src/lib', 'src/contracts', 'src/config'];
const featureNames = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {import('eslint-plugin-import-x').RuleOptions['no-restricted-paths'][0]['zones']} */
const zones = [
  // Shared layers do not reach up into features, app or shells.
  ...SHARED.map((target) => ({
    target,
    from: ['src/features', 'src/app', 'src/extension', 'web', 'entrypoints', 'server'],
    message:
      'Shared code (components, lib, contracts, config) must not import features, app or shells.',
  })),
  // Features do not import app, shells, the server or the extension layer.
  {
    target: FEATURES,
    from: ['src/app', 'web', 'entrypoints', 'server', 'src/extension'],
    message: 'Features may import only components, lib, contracts and config.',
  },
  // A feature never imports another feature: a screen that needs two is composed in src/app.
  ...featureNames.map((name) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [`./${name}`],
    message: 'A feature never imports another feature; compose them in src/app.',
  })),
  // The app composes features but is not imported back by them, and knows nothing of shells.
  {
    target: 'src/app',
    from: ['web', 'entrypoints', 'server'],
    message: 'src/app must not import shells or the server.',
  },
  // The extension layer is pure: contracts, config, lib only.
  {
    target: 'src/extension',
    from: ['src/app', 'src/features', 'src/components', 'web', 'server'],
    message: 'src/extension holds messaging, storage and site adapters: no screens, no server.',
  },
  // The correction engine is a package of its own: it imports nothing of the app.
  {
    target: 'packages/correction',
    from: ['src', 'server', 'scripts', 'web', 'entrypoints', 'tests', 'build'],
    message: 'The engine (@dadeum/correction) imports nothing from the app: it is its own package.',
  },
  // The server never imports UI code.
  {
    target: 'server',
    from: ['src/app', 'src/features', 'src/components', 'src/extension', 'web', 'entrypoints'],
    message: 'The server may import src/contracts, src/config and @dadeum/correction only.',
  },
  // ... nor shared browser code.
  {
    target: 'server',
    from: 'src/lib',
    message: 'The server may import src/contracts, src/config and @dadeum/correction only.',
  },
];

const WXT = {
  group: ['wxt', 'wxt/*', '#imports'],
  message: 'Only src/extension and entrypoints may use the extension APIs.',
};
const TESTING = {
  group: ['@/testing/*'],
  message: 'src/testing (renders the whole app) is for tests only.',
};
const PARENT = {
  group: ['../*'],
  message: 'Import from another folder of src/ with @/ (src/), not ../.',
};
const ALIAS = {
  group: ['@/*', '@locales/*'],
  message: 'Server-loaded code imports relatively (tsx has no @/ alias).',
};
const PACKAGE_PATH = {
  group: ['**/packages/*', '**/packages/*/**'],
  message: 'Import the correction engine by its package name (@dadeum/correction), not by path.',
};
/** Browser code takes only the engine's Korean particle rule: the engine stays off the bundles. */
const ENGINE_IN_BROWSER = {
  regex: '^@dadeum/correction(?!/particles$)',
  message: 'Browser code imports only @dadeum/correction/particles from the engine.',
};
/** Inside the engine: relative imports only, no Node in the core (src/node/ is the Node loader). */
const NODE_BUILTINS = {
  group: ['node:*'],
  message: 'The engine core runs in any JavaScript host: Node APIs belong in src/node/.',
};
const SELF = {
  group: ['@dadeum/*', '@/*', '@locales/*'],
  message: 'The engine imports its own files relatively and nothing of the app.',
};
/** What the API server loads from src/: relative imports only. */
const SERVER_LOADED = ['src/contracts/**/*.ts', 'src/config/**/*.ts'];

/** @param {Array<[string[], object[], string[]?]>} rules files, patterns, ignores */
function importRestrictions(rules) {
  return rules.map(([files, patterns, ignores = []]) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  }));
}

const NO_POST_TO_ANY = {
  selector: "CallExpression[callee.property.name='postMessage'] > Literal[value='*']",
  message: "Never post messages to '*': pass the page's own origin.",
};
/** A string that is a mecab-ko-dic tag or a tag sequence (`NNG`, `VV+EC`). */
const TAGS =
  'NN[GPB]|NNBC|NR|NP|V[VAX]|VC[PN]|MA[GJ]|MM|IC|J[KX][SCGOBVQ]?|JC|E[PFC]|ET[NM]|XP[NV]|XS[NVA]|XR|S[FEPSOWLHN]|SS[OC]|SC|SY|UNKNOWN';
const POS_TAG = `/^(${TAGS})(\\+(${TAGS}))*$/`;
/** A regex literal that tests tags (`/^(VV|VA)/`, `/^J/`): an alternation of tags or a tag prefix. */
const POS_TAG_REGEX = `/^\\^?\\(?(${TAGS}|J|E|V|N|X|S)(\\|(${TAGS}|J|E|V|N|X|S))*\\)?/`;

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.output/**',
      '.wxt/**',
      'dist/**',
      '.data/**',
      '.tmp/**',
      'coverage/**',
      'tests/e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'tsconfig.json',
            'server/tsconfig.json',
            'tests/tsconfig.json',
            'packages/correction/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', NO_POST_TO_ANY],
    },
  },
  // The analyser boundary (issue 33 §5): rules ask src/analysis/pos.ts by name, never compare
  // the dictionary's tag strings, so another analyser can be swapped in by changing one folder.
  {
    files: ['packages/correction/src/rules/**/*.ts'],
    ignores: ['packages/correction/src/rules/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_POST_TO_ANY,
        {
          selector: `Literal[value=${POS_TAG}], TemplateElement[value.raw=${POS_TAG}]`,
          message:
            'No part-of-speech tags in rules: use POS or a predicate of src/analysis/pos.ts.',
        },
        {
          selector: `Literal[regex.pattern=${POS_TAG_REGEX}]`,
          message:
            'No part-of-speech tags in rules: use POS or a predicate of src/analysis/pos.ts.',
        },
      ],
    },
  },
  // Import restrictions by place (one `no-restricted-imports` per file: the last block wins).
  ...importRestrictions([
    // Browser code: no extension APIs outside src/extension, no whole-app test helpers outside
    // tests, and `@/` rather than climbing out of the folder with `../`.
    [['src/**/*.{ts,tsx}'], [WXT, TESTING, PARENT, PACKAGE_PATH, ENGINE_IN_BROWSER], SERVER_LOADED],
    [['web/**/*.{ts,tsx}'], [WXT, TESTING, PACKAGE_PATH, ENGINE_IN_BROWSER]],
    [['entrypoints/**/*.{ts,tsx}'], [TESTING, PACKAGE_PATH, ENGINE_IN_BROWSER]],
    [['src/extension/**/*.ts'], [TESTING, PARENT, PACKAGE_PATH, ENGINE_IN_BROWSER]],
    // Tests may render the whole app through src/testing, whatever layer they sit in.
    [
      ['src/testing/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
      [WXT, PARENT, PACKAGE_PATH],
      ['src/extension/**', ...SERVER_LOADED],
    ],
    [['src/extension/**/*.test.ts'], [PARENT, PACKAGE_PATH]],
    // The server runs from source with tsx, which knows no `@/` alias: it and the shared code
    // it loads (contracts, config) import relatively.
    [
      ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
      [ALIAS, PACKAGE_PATH],
    ],
    [SERVER_LOADED, [WXT, ALIAS, PACKAGE_PATH]],
    // The correction engine: its own files, relatively; the core without Node.
    [['packages/correction/**/*.ts'], [SELF]],
    [
      ['packages/correction/src/**/*.ts'],
      [SELF, NODE_BUILTINS],
      ['packages/correction/src/node/**', 'packages/correction/src/**/*.test.ts'],
    ],
  ]),
  {
    files: ['src/**/*.tsx', 'web/**/*.tsx', 'entrypoints/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
