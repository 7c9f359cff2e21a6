import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { logicalDirectionRule } from './scripts/lint-logical-direction.js';

/*
 * The layers (DESIGN §2, issue 14), held by lint rather than by review. Each rule names a group
 * of import paths a layer must not reach and says where the code belongs instead. ESLint applies
 * the last matching config object's options for a rule, so each layer's list repeats the rules
 * that hold for all of app/. Tests (*.test.ts(x)) may reach across layers to arrange their data
 * (tests/support, the seed content); the runtime code may not.
 */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

const notScriptsOrTests = {
  group: ['**/scripts', '**/scripts/**', '**/tests', '**/tests/**'],
  message:
    'The app never imports from scripts/ or tests/ (they are not part of the build). Move what both need into app/ (pure code to app/domain/, data access to app/server/) and import it from the script.',
};
const noServerInPureLayers = {
  group: ['~/server', '~/server/**', '**/server/**'],
  message:
    'app/domain/ and app/content/ are pure and run in the browser too: they never import app/server/. Move the code that needs the server into app/server/, or pass the data in as an argument; shared shapes belong in app/domain/.',
};
const noRouterInPureLayers = {
  group: ['react-router', 'react-router/**', '@react-router/**'],
  message:
    'app/domain/ and app/content/ do not import react-router: HTTP answers (data(), redirect(), Response) and route hooks belong in the route module (app/routes/…) or in app/server/. Keep the pure rule here and call it from there.',
};
const serverOnlyAsTypes = {
  group: ['~/server', '~/server/**', '**/server/**'],
  allowTypeImports: true,
  message:
    'Components run in the browser: they import app/server/ only as types (`import type`). Let the route loader call the server and pass the data in as props.',
};
const noComponentsInServer = {
  group: ['~/components', '~/components/**', '**/components/**'],
  message:
    'app/server/ never imports app/components/, not even types: put the shared shape in app/domain/ and import it from both.',
};

const imageWorkOnlyInWorker = {
  group: ['sharp', 'satori', '@resvg/resvg-js', '**/media/image-processing.server', '**/media/share-image-drawing.server'],
  allowTypeImports: true,
  message:
    'Image libraries (sharp, satori, resvg) run only in the image worker (app/server/media/image-worker.ts): loaded, they hold ~45 MB in whichever process imports them (ADR 160). Send the job through image-worker-pool.server.ts; import these modules only as types.',
};

const leanWorker = {
  group: ['**/platform/uploads.server', '**/platform/log.server', 'react-router', 'busboy', 'pino'],
  allowTypeImports: true,
  message:
    'The image worker starts for an upload and stops when idle: it loads only what image work needs. Form reading, the logger and React Router add ~100 ms to its start and ~5 MB to its size (file types: platform/file-types.server.ts).',
};

function layerRule(...patterns) {
  return ['error', { patterns }];
}

const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Use the JSON-LD helper (app/components/ui/json-ld.tsx); raw HTML is never rendered.',
};
const onlyPostedFormReaders = {
  selector: "CallExpression[callee.property.name='formData'][arguments.length=0]",
  message: 'Read a posted form with readFormFields or withPostedForm (app/server/platform/uploads.server.ts, ADR 200).',
};
// A regex literal with the UUID shape's '{8}-…{4}-…{12}' groups (issue 42): the pattern is written
// once, in app/domain/values.ts. Tests may still assert a stricter format (a v4 id, say).
const oneUuidPattern = {
  selector: 'Literal[regex.pattern=/[{]8[}]-.*[{]4[}]-.*[{]12[}]/]',
  message: "A record id is checked with isUuid, parseId or UUID_PATTERN from '~/domain/values'; do not write another UUID regex.",
};

export default tseslint.config(
  {
    ignores: ['build/', 'build-*/', 'tmp/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'bench/tmp/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', noRawHtml, oneUuidPattern],
    },
  },
  {
    // An action reads a posted form one way (ADR 200): the body's limits, its files on disk and a
    // 400 for junk hold for every form only if no action reads the body itself.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'app/server/platform/uploads.server.ts'],
    rules: { 'no-restricted-syntax': ['error', noRawHtml, onlyPostedFormReaders, oneUuidPattern] },
  },
  {
    files: ['app/components/ui/json-ld.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [...TEST_FILES, 'tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noRawHtml] },
  },
  {
    files: ['app/domain/values.ts'],
    rules: { 'no-restricted-syntax': ['error', noRawHtml, onlyPostedFormReaders] },
  },
  {
    // Layout in logical directions (ADR 410): no physical direction utility (ml-, pl-, left-,
    // border-l, rounded-l, text-left…) in the strings of components and routes, so the design
    // mirrors under dir="rtl". app/app.css is held to it by scripts/lint-logical-direction.test.ts.
    files: ['app/**/*.tsx', 'app/components/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { firmsite: { rules: { 'logical-direction': logicalDirectionRule } } },
    rules: { 'firmsite/logical-direction': 'error' },
  },
  // ── Layers ────────────────────────────────────────────────────────────────────────────────
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': layerRule(notScriptsOrTests, imageWorkOnlyInWorker) },
  },
  {
    files: ['app/domain/**/*.{ts,tsx}', 'app/content/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': layerRule(noServerInPureLayers, noRouterInPureLayers, notScriptsOrTests, imageWorkOnlyInWorker),
    },
  },
  {
    // A test of pure code needs no server either; it may read the seed content (the texts product
    // ships) to prove the pure code handles them, which is data, not the server's behaviour.
    files: ['app/domain/**/*.test.{ts,tsx}', 'app/content/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': layerRule(
        { regex: '^(~/|(\\.\\./)+)server(/(?!seed(/|$)).*)?$', message: noServerInPureLayers.message },
        noRouterInPureLayers,
      ),
    },
  },
  {
    files: ['app/components/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': layerRule(serverOnlyAsTypes, notScriptsOrTests, imageWorkOnlyInWorker) },
  },
  {
    files: ['app/server/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': layerRule(noComponentsInServer, notScriptsOrTests, imageWorkOnlyInWorker) },
  },
  {
    // The image worker's side: the child process and the modules only it loads.
    files: ['app/server/media/image-worker.ts', 'app/server/media/image-processing.server.ts', 'app/server/media/share-image-drawing.server.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': layerRule(noComponentsInServer, notScriptsOrTests, leanWorker) },
  },
);
