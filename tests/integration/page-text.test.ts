/**
 * Every static public page reads exactly as its fixture: the title, the description and the
 * visible text of tests/fixtures/page-text/{name}.txt (tests/support/page-text.ts).
 *
 * Why (issue 44): the copy of every static public page moves out of the code modules
 * (app/content/site/*.ts) into typed blocks seeded in the database. The fixtures are the text of
 * the pages before that move, captured at commit 72796f7; after it, each page rendered from its
 * seeded blocks must read the same, word for word. The pages get fixed loader data, so this needs
 * no database.
 *
 * An intended change of copy: regenerate with `npx tsx scripts/capture-page-text.ts` (this file
 * with CAPTURE_PAGE_TEXT=1 writes the fixtures instead of only reading them) and review the diff.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '~/content/site/pages';
import { renderPageText, STATIC_PUBLIC_PAGES } from '../support/page-text';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/page-text');
const capture = process.env.CAPTURE_PAGE_TEXT === '1';

describe('the text of the static public pages', () => {
  it('covers every public page without a parameter, in the product order', () => {
    const withoutParameter = PUBLIC_PAGES.filter((page) => !page.path.includes(':')).map((page) => page.path);
    expect(STATIC_PUBLIC_PAGES.map((page) => page.path)).toEqual(withoutParameter);
  });

  it.each(STATIC_PUBLIC_PAGES.map((page) => [page.path, page] as const))('%s reads as its fixture', async (_path, page) => {
    const text = `${await renderPageText(page.path)}\n`;
    const file = path.join(FIXTURES, `${page.name}.txt`);
    if (capture) {
      fs.mkdirSync(FIXTURES, { recursive: true });
      fs.writeFileSync(file, text);
    }
    expect(text).toBe(fs.readFileSync(file, 'utf8'));
  });
});
