/**
 * Issue 40, findings 1, 6 and 13 (first part): the admin guard decides from the session cookie
 * alone, before the body is touched. An anonymous POST to an admin form — urlencoded or multipart,
 * however large — is answered with the sign-in redirect while its body is still arriving, spools
 * nothing into TMPDIR, writes nothing to the database, and cannot put its values in front of a
 * staff member (no `?resume=` way back exists any more: a form kept across an ended session stays
 * in the member's own browser, ADR 280). On both databases.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { news_insights } from '../../app/server/db/schema.server';
import { queryRows, type Database } from '../../app/server/db/db.server';
import { action as saveArticle, loader as articleForm } from '../../app/routes/admin/news/form';
import { action as privacyAction } from '../../app/routes/admin/privacy/index';
import { loader as layoutLoader } from '../../app/routes/admin/layout';
import { staffSessionMiddleware } from '../../app/server/admin/staff-session.server';
import { requestContextFor } from '../../app/server/platform/request-state.server';
import { makeArticle } from '../support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { dataOf, resultOf } from '../support/route-results';
import { callAdmin, TEST_ORIGIN, useStaffSession, type RouteHandler } from '../support/staff-sessions';

/** A text no form of ours would hold by chance: searched for in every table afterwards. */
const MARKER = 'anon-probe-7f3c1e';
/** ~300 KB of text per field: the probe's fields were ~1 MB; three of these make the point without slowing the suite. */
const LARGE = `${MARKER} ${'x'.repeat(300_000)}`;

/** Rows of every table of the app's schema, and how many of them mention `text` anywhere. */
async function databaseState(database: Database, text: string): Promise<{ rows: Record<string, number>; mentions: string[] }> {
  const tables = await queryRows<{ table_name: string }>(
    database,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: Record<string, number> = {};
  const mentions: string[] = [];
  for (const { table_name: table } of tables) {
    const quoted = sql.raw(`"${table.replaceAll('"', '""')}"`);
    const [counted] = await queryRows<{ n: number; hits: number }>(
      database,
      sql`select count(*)::int as n, count(*) filter (where t::text like ${`%${text}%`})::int as hits from ${quoted} as t`,
    );
    rows[table] = counted!.n;
    if (counted!.hits > 0) mentions.push(table);
  }
  return { rows, mentions };
}

/**
 * A POST with `body` through the admin layout's middleware and `handler`, as React Router runs an
 * action: what it answered, or `pending` when it had not answered within `withinMs`.
 */
async function postAnonymously(
  handler: RouteHandler,
  pathname: string,
  body: BodyInit,
  headers: Record<string, string>,
  params: Record<string, string> = {},
  withinMs = 2000,
) {
  const request = new Request(`${TEST_ORIGIN}${pathname}`, { method: 'POST', headers: { origin: TEST_ORIGIN, ...headers }, body, duplex: 'half' } as RequestInit);
  const context = requestContextFor({ nonce: '', clientIp: '203.0.113.40', requestId: 'guard-test' });
  const args = { request, url: new URL(request.url), pattern: pathname, params, context };
  const answered = (async () => {
    const response = await staffSessionMiddleware(args, async () => {
      const result = await resultOf(handler(args as never));
      return result.response ?? new Response(null, { status: result.status, headers: result.headers });
    });
    return resultOf(response);
  })();
  const timeout = new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), withinMs));
  return Promise.race([answered, timeout]);
}

/** A multipart body as a browser sends it, and its Content-Type (with the boundary). */
async function multipart(fields: Record<string, string>, file?: { name: string; bytes: number }): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.name, new File([new Uint8Array(file.bytes).fill(0x41)], 'photo.jpg', { type: 'image/jpeg' }));
  const encoded = new Response(form);
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** A body that sends all but its last 64 bytes, then waits for `release()`: a slow upload still arriving. */
function heldOpen(bytes: Uint8Array<ArrayBuffer>): { stream: ReadableStream<Uint8Array>; release: () => void } {
  let release = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, bytes.length - 64));
      release = () => {
        try {
          controller.enqueue(bytes.slice(bytes.length - 64));
          controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      };
    },
  });
  return { stream, release: () => release() };
}

const signInTo = (pathname: string) => `/admin/login?redirect=${encodeURIComponent(pathname)}`;

describe.each(testDatabaseKinds())('the admin guard touches no body it refuses (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  let tmp = '';
  let savedTmpdir: string | undefined;
  beforeEach(() => {
    // The server's temporary directory for this test only: a spooled upload would land here.
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-guard-test-'));
    savedTmpdir = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    expect(os.tmpdir()).toBe(tmp);
  });
  afterEach(() => {
    if (savedTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmpdir;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('an anonymous urlencoded save with large fields to /admin/news/new goes to sign-in and writes nothing to the database', async () => {
    const before = await databaseState(db(), MARKER);
    const body = new URLSearchParams({ intent: 'save', title: LARGE, excerpt: LARGE, content: LARGE });
    const answer = await postAnonymously(saveArticle, '/admin/news/new', body, { 'content-type': 'application/x-www-form-urlencoded' });
    const after = await databaseState(db(), MARKER);
    expect(after.mentions).toEqual([]);
    expect(after.rows).toEqual(before.rows);
    expect(answer).toMatchObject({ status: 302, location: signInTo('/admin/news/new') });
  });

  it('an anonymous multipart save with large fields and a file is answered while its body still arrives: nothing spooled to TMPDIR, nothing stored', async () => {
    const before = await databaseState(db(), MARKER);
    const { bytes, contentType } = await multipart({ intent: 'save', title: LARGE, excerpt: LARGE, content: LARGE }, { name: 'featured_upload', bytes: 2_000_000 });
    const body = heldOpen(bytes);
    try {
      const answer = await postAnonymously(saveArticle, '/admin/news/new', body.stream, { 'content-type': contentType });
      // Nothing of it written to disk while it arrives (the probe found each part spooled here).
      expect(fs.readdirSync(tmp)).toEqual([]);
      // The sign-in redirect came before the body ended: the guard did not wait to read it.
      expect(answer).toMatchObject({ status: 302, location: signInTo('/admin/news/new') });
    } finally {
      body.release();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fs.readdirSync(tmp)).toEqual([]);
    const after = await databaseState(db(), MARKER);
    expect(after.mentions).toEqual([]);
    expect(after.rows).toEqual(before.rows);
  });

  it("an anonymous save to an article's edit form cannot put its values in front of a staff member", async () => {
    const article = await makeArticle(db(), { title: 'The live title' });
    const pathname = `/admin/news/edit/${article.id}`;
    const attacker = new URLSearchParams({ intent: 'save', title: `${MARKER} Planted title`, slug: article.slug, category: 'News', author: 'Mallory', published_date: '2026-01-01', excerpt: 'x', content: 'x', external_link: 'https://attacker.example/' });
    const answer = await postAnonymously(saveArticle, pathname, attacker, { 'content-type': 'application/x-www-form-urlencoded' }, { id: article.id });
    expect(answer).not.toBe('pending');
    const signIn = answer === 'pending' ? null : answer.location;
    // Where the sign-in would bring a member back: what the attacker sends them.
    const lure = new URL(signIn ?? '/', TEST_ORIGIN).searchParams.get('redirect') ?? pathname;

    // A signed-in staff member who follows it (or any resume link) sees the live record only.
    for (const link of [lure, `${pathname}?resume=AAAAAAAAAAAAAAAAAAAAAAAA`]) {
      const frame = await callAdmin(layoutLoader, { path: link, cookie: session() });
      const form = await callAdmin(articleForm, { path: link, cookie: session(), params: { id: article.id } });
      expect(JSON.stringify(dataOf(frame))).not.toContain(MARKER);
      expect(JSON.stringify(dataOf(frame))).not.toContain('attacker.example');
      expect(dataOf<{ values: { title: string } }>(form).values.title).toBe('The live title');
    }
    const [row] = await db().select().from(news_insights).where(eq(news_insights.id, article.id));
    expect(row?.title).toBe('The live title');
    expect((await databaseState(db(), MARKER)).mentions).toEqual([]);
    // No way back carries anything: the redirect names the form's address only.
    expect(answer).toMatchObject({ status: 302, location: signInTo(pathname) });
  });

  it('an anonymous POST to /admin/privacy with an address leaves that address nowhere in the database', async () => {
    const address = 'probe-person-40@probe-mail.example';
    const answers = [];
    const posts: Record<string, string>[] = [{ email: address }, { intent: 'erase', email: address }, { intent: 'save', email: address }];
    for (const fields of posts) {
      answers.push(await postAnonymously(privacyAction, '/admin/privacy', new URLSearchParams(fields), { 'content-type': 'application/x-www-form-urlencoded' }));
    }
    const form = await multipart({ email: address });
    answers.push(await postAnonymously(privacyAction, '/admin/privacy', form.bytes, { 'content-type': form.contentType }));
    expect((await databaseState(db(), address)).mentions).toEqual([]);
    for (const answer of answers) expect(answer).toMatchObject({ status: 302, location: signInTo('/admin/privacy') });
  });
});
