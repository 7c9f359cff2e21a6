/**
 * Writes tests/fixtures/page-text/{name}.txt: the title, description and visible text of every
 * static public page (tests/support/page-text.ts), which tests/integration/page-text.test.ts
 * compares each page with.
 *
 * Why (issue 44): the copy of the static public pages moves from app/content/site/*.ts into
 * seeded blocks; the fixtures committed with this script are the pages' text before that move,
 * captured at commit 72796f7. Run it again only for an intended change of copy, and read the diff.
 *
 *   npx tsx scripts/capture-page-text.ts
 *
 * The pages are rendered by Vitest (the test file with CAPTURE_PAGE_TEXT=1), not here: they need
 * Vite's transforms (import.meta.glob in fallback-image.tsx, the ~/ alias), and the fixtures must
 * come from exactly the rendering the test compares with.
 */
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', 'tests/integration/page-text.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CAPTURE_PAGE_TEXT: '1' },
});
process.exit(result.status ?? 1);
