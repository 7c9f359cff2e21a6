import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inSiteChunk, SITE_CHUNK_FILES, SITE_CHUNK_FOLDERS } from './site-chunk';

describe('the site chunk list', () => {
  it('names only files and folders that exist (a move must update it, or pages grow past their budget)', () => {
    for (const file of SITE_CHUNK_FILES) expect(fs.existsSync(file), file).toBe(true);
    for (const folder of SITE_CHUNK_FOLDERS) expect(fs.statSync(folder).isDirectory(), folder).toBe(true);
  });

  it('matches a listed module by its path and nothing that merely shares a name', () => {
    expect(inSiteChunk('/srv/firmsite/app/components/site/page-hero.tsx')).toBe(true);
    expect(inSiteChunk('C:\\firmsite\\app\\components\\layout\\site-header.tsx')).toBe(true);
    expect(inSiteChunk('/srv/firmsite/app/components/site/carousel.tsx')).toBe(false);
    expect(inSiteChunk('/srv/firmsite/app/content/admin/news.ts')).toBe(false);
  });
});
