/**
 * A NUL or other control character in a search or query parameter (issue 40, finding 12: the
 * probe's `/admin/media?q=%00`, `/admin/media.json?q=%00`, `/admin/media.data?q=%00` answered 500)
 * never reaches PostgreSQL, which refuses U+0000 in text: every text query parameter is read
 * through one helper (domain/query-params.ts) and the page answers 200 as if the character were
 * not there. `.data` is the same loader as the page.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loader as libraryLoader } from '../../app/routes/admin/media/index';
import { loader as filesLoader } from '../../app/routes/admin/media/files';
import { loader as privacyLoader } from '../../app/routes/admin/privacy/index';
import { loader as portfolioLoader } from '../../app/routes/site/portfolio';
import { queryText } from '../../app/domain/query-params';
import { uploadImage } from '../../app/server/entities/media.server';
import { makeProject } from '../support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { resultOf } from '../support/route-results';
import { callAdmin, useStaffSession } from '../support/staff-sessions';

describe('queryText', () => {
  it.each([
    ['q=%00', ''],
    ['q=a%00b', 'ab'],
    ['q=%C2%85x%7F', 'x'],
    ['q=%20hello%20world%20', 'hello world'],
    ['q=caf%C3%A9', 'café'],
    ['', ''],
  ])('%j → %j', (search, expected) => {
    expect(queryText(new URLSearchParams(search), 'q', 100)).toBe(expected);
  });

  it('keeps at most `max` characters and never leaves half a surrogate pair', () => {
    expect(queryText(new URLSearchParams({ q: 'abcdef' }), 'q', 3)).toBe('abc');
    expect(queryText(new URLSearchParams({ q: 'ab😀' }), 'q', 3)).toBe('ab');
  });
});

describe.each(testDatabaseKinds())('a NUL in a query parameter (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  async function uploadSquare() {
    const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366aa' } }).png().toBuffer();
    const uploaded = await uploadImage({ email: 'staff@corvane.example' }, { fileName: 'ab-square.png', alt: 'A blue square', bytes });
    if (!uploaded.ok) throw new Error('upload refused');
  }

  it.each(['/admin/media', '/admin/media.data'])('%s?q=%00 and ?q=a%00b answer 200 with the library', async (path) => {
    await uploadSquare();
    for (const [q, names] of [
      ['%00', ['ab-square.png']],
      ['a%00b', ['ab-square.png']],
      ['zz%00', []],
    ] as const) {
      const answer = await callAdmin(libraryLoader, { path: `${path}?q=${q}`, cookie: session() });
      expect(answer.status).toBe(200);
      const { images } = answer.data as { images: { fileName: string }[] };
      expect(images.map((image) => image.fileName)).toEqual(names);
    }
  });

  it('/admin/media.json?q=%00 answers 200 with the library as JSON', async () => {
    await uploadSquare();
    const answer = await callAdmin(filesLoader, { path: '/admin/media.json?q=%00', cookie: session() });
    expect(answer.status).toBe(200);
    const body = (await answer.response!.json()) as { images: { fileName: string }[] };
    expect(body.images.map((image) => image.fileName)).toEqual(['ab-square.png']);
  });

  it('the public portfolio with ?category=%00 lists the projects (not the error state)', async () => {
    const project = await makeProject(db(), { title: 'Visible Project', is_active: true });
    const result = await resultOf(portfolioLoader({ request: new Request('http://localhost:3000/portfolio?category=%00'), params: {}, context: {} } as never));
    expect(result.status).toBe(200);
    const { projects, category } = result.data as { projects: { id: string }[]; category: string | null };
    expect(category).toBeNull();
    expect(projects.map((row) => row.id)).toEqual([project.id]);
  });

  it('/admin/privacy?email=a%00b%40c.de answers 200: not a valid address, looked up nowhere', async () => {
    const answer = await callAdmin(privacyLoader, { path: '/admin/privacy?email=a%00b%40c.de', cookie: session() });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ email: 'ab@c.de', invalid: true, found: null });
  });
});
