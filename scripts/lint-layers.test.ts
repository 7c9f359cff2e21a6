/**
 * The layer rules in eslint.config.js (issue 14) do what they say: each case lints a small source
 * text as if it were a file at the given path, with the project's own config.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The messages of the import rule for `code` placed at `file` (relative to the project). */
async function layerMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').map((message) => message.message);
}

const pureLayerServerMessage =
  "'~/server/db/db.server' import is restricted from being used by a pattern. app/domain/ and app/content/ are pure and run in the browser too: they never import app/server/. Move the code that needs the server into app/server/, or pass the data in as an argument; shared shapes belong in app/domain/.";
const pureLayerRouterMessage =
  "'react-router' import is restricted from being used by a pattern. app/domain/ and app/content/ do not import react-router: HTTP answers (data(), redirect(), Response) and route hooks belong in the route module (app/routes/…) or in app/server/. Keep the pure rule here and call it from there.";

describe('layer rules (eslint.config.js)', () => {
  it('refuses a domain file importing the database module, and says what to do instead', async () => {
    const code = "import { database } from '~/server/db/db.server';\nexport const db = database;\n";
    expect(await layerMessages('app/domain/layer-probe.ts', code)).toEqual([pureLayerServerMessage]);
  });

  it('refuses even a type-only import of the server in domain and content', async () => {
    const code = "import type { Database } from '~/server/db/db.server';\nexport type Db = Database;\n";
    expect(await layerMessages('app/content/layer-probe.ts', code)).toEqual([pureLayerServerMessage]);
  });

  it('refuses a relative path into app/server from domain', async () => {
    const code = "import { database } from '../server/db/db.server';\nexport const db = database;\n";
    const messages = await layerMessages('app/domain/layer-probe.ts', code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("'../server/db/db.server' import is restricted");
  });

  it('refuses a domain file importing react-router', async () => {
    const code = "import { data } from 'react-router';\nexport const answer = data({ ok: true });\n";
    expect(await layerMessages('app/domain/layer-probe.ts', code)).toEqual([pureLayerRouterMessage]);
  });

  it('refuses a content file importing @react-router/node', async () => {
    const code = "import { createRequestHandler } from '@react-router/node';\nexport const handler = createRequestHandler;\n";
    const messages = await layerMessages('app/content/layer-probe.ts', code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('app/domain/ and app/content/ do not import react-router');
  });

  it('refuses a server file importing a component, even as a type', async () => {
    const expected =
      "'~/components/site/job-card' import is restricted from being used by a pattern. app/server/ never imports app/components/, not even types: put the shared shape in app/domain/ and import it from both.";
    const value = "import { JobCard } from '~/components/site/job-card';\nexport const card = JobCard;\n";
    expect(await layerMessages('app/server/entities/layer-probe.server.ts', value)).toEqual([expected]);
    const typeOnly = "import type { JobCard } from '~/components/site/job-card';\nexport type Card = typeof JobCard;\n";
    expect(await layerMessages('app/server/entities/layer-probe.server.ts', typeOnly)).toEqual([expected]);
  });

  it('lets a component import a server module as a type only', async () => {
    const typeOnly = "import type { PublicJob } from '~/server/entities/jobs.server';\nexport type Job = PublicJob;\n";
    expect(await layerMessages('app/components/site/layer-probe.tsx', typeOnly)).toEqual([]);
    const inlineType = "import { type PublicJob } from '~/server/entities/jobs.server';\nexport type Job = PublicJob;\n";
    expect(await layerMessages('app/components/site/layer-probe.tsx', inlineType)).toEqual([]);
    const value = "import { listPublicJobs } from '~/server/entities/jobs.server';\nexport const list = listPublicJobs;\n";
    const messages = await layerMessages('app/components/site/layer-probe.tsx', value);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Components run in the browser: they import app/server/ only as types');
  });

  it('refuses app code importing scripts/ or tests/, but lets tests use tests/support', async () => {
    const fromScripts = "import { seed } from '../../../scripts/seed';\nexport const s = seed;\n";
    const messages = await layerMessages('app/routes/site/layer-probe.ts', fromScripts);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('The app never imports from scripts/ or tests/');
    const fromTests = "import { resultOf } from '../../../tests/support/route-results';\nexport const r = resultOf;\n";
    expect(await layerMessages('app/server/entities/layer-probe.server.ts', fromTests)).toHaveLength(1);
    expect(await layerMessages('app/server/entities/layer-probe.server.test.ts', fromTests)).toEqual([]);
  });

  it('lets a domain test read the seed content but not the rest of the server', async () => {
    const seed = "import { seedPartners } from '~/server/seed/partners.server';\nexport const p = seedPartners;\n";
    expect(await layerMessages('app/domain/layer-probe.test.ts', seed)).toEqual([]);
    const db = "import { database } from '~/server/db/db.server';\nexport const d = database;\n";
    const messages = await layerMessages('app/domain/layer-probe.test.ts', db);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('they never import app/server/');
  });

  it('leaves route modules free to call the server and react-router', async () => {
    const code = "import { data } from 'react-router';\nimport { database } from '~/server/db/db.server';\nexport const x = [data, database];\n";
    expect(await layerMessages('app/routes/site/layer-probe.ts', code)).toEqual([]);
  });
});

describe('one UUID pattern (eslint.config.js, issue 42)', () => {
  const uuidRegex = 'export const isId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);\n';
  async function syntaxMessages(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
  }

  it('refuses another UUID regex literal in the app, a script or the server, and points to domain/values.ts', async () => {
    for (const file of ['app/server/entities/layer-probe.server.ts', 'app/server/platform/uploads.server.ts', 'app/routes/admin/layer-probe.tsx', 'scripts/layer-probe.ts', 'server.ts']) {
      expect(await syntaxMessages(file, uuidRegex), file).toEqual([
        "A record id is checked with isUuid, parseId or UUID_PATTERN from '~/domain/values'; do not write another UUID regex.",
      ]);
    }
  });

  it('leaves the one in app/domain/values.ts and format assertions in tests alone', async () => {
    for (const file of ['app/domain/values.ts', 'app/server/platform/layer-probe.test.ts', 'tests/e2e/layer-probe.spec.ts', 'tests/support/layer-probe.ts']) {
      expect(await syntaxMessages(file, uuidRegex), file).toEqual([]);
    }
  });
});
