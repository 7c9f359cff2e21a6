/**
 * Issue 43, preview links (ADR 331): a token shown once and stored as its hash, a link per item
 * that pins a revision or follows the latest state, expiry with the clock moved, revocation bound
 * to the item, at most 20 active per item, audit rows without the token, and the purge — for
 * articles, partners and jobs alike. Both databases.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowsFor } from '../../../tests/support/audit';
import { makeArticle, makeJob, makePartner } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { MAX_ACTIVE_PREVIEW_LINKS, PREVIEW_ENTITIES, type PreviewEntity } from '~/domain/preview-links';
import { jobs, news_insights, partners, preview_links, site_pages } from '~/server/db/schema.server';
import { auditedDelete, auditedUpdate } from '~/server/entities/audited-writes.server';
import {
  createPreviewLink,
  listPinnableRevisions,
  listPreviewLinks,
  purgePreviewLinks,
  resolvePreviewToken,
  revokePreviewLink,
} from '~/server/entities/preview-links.server';

const editor = { email: 'editor@corvane.example' };
const articles = { table: news_insights, entity: 'news_insights' } as const;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function linkFor(articleId: string, options: { revision?: number | null; expiresIn?: '1h' | '1d' | '7d' | '30d'; now?: Date } = {}) {
  const created = await createPreviewLink(
    editor,
    { entity: 'news_insights', entityId: articleId, revision: options.revision ?? null, expiresIn: options.expiresIn ?? '7d' },
    options.now,
  );
  if (!created.ok) throw new Error(`no link: ${created.reason}`);
  return created;
}

describe.each(testDatabaseKinds())('preview links (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('hands the token back once and stores only its SHA-256; the token opens the article', async () => {
    const article = await makeArticle(db(), { is_published: false });
    const now = new Date('2026-03-01T10:00:00Z');
    const created = await linkFor(article.id, { expiresIn: '1d', now });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(created.token, 'base64url')).toHaveLength(32);
    const [row] = await db().select().from(preview_links).where(eq(preview_links.id, created.link.id));
    expect(row!.token_hash).toBe(crypto.createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(row).toMatchObject({ entity: 'news_insights', entity_id: article.id, revision_number: null, created_by: editor.email, revoked_at: null });
    expect(row!.expires_at.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(await resolvePreviewToken(created.token, new Date('2026-03-01T11:00:00Z'))).toEqual({ state: 'ok', entity: 'news_insights', entityId: article.id });
  });

  it('expires with the clock moved past its lifetime, for each lifetime offered', async () => {
    const article = await makeArticle(db(), { is_published: false });
    const now = new Date('2026-04-01T00:00:00Z');
    for (const [expiresIn, lifetime] of [['1h', HOUR], ['1d', DAY], ['7d', 7 * DAY], ['30d', 30 * DAY]] as const) {
      const { token } = await linkFor(article.id, { expiresIn, now });
      expect((await resolvePreviewToken(token, new Date(now.getTime() + lifetime - 1000))).state).toBe('ok');
      expect(await resolvePreviewToken(token, new Date(now.getTime() + lifetime))).toEqual({ state: 'expired' });
    }
  });

  it('answers unknown for a malformed token, a well-formed one never issued and one differing by a character', async () => {
    const article = await makeArticle(db(), { is_published: false });
    const { token } = await linkFor(article.id);
    const lastChar = token.at(-1) === 'A' ? 'B' : 'A';
    for (const guess of ['', 'short', `${token}x`, `${token.slice(0, 42)}!`, "' or 1=1 --", crypto.randomBytes(32).toString('base64url'), `${token.slice(0, 42)}${lastChar}`]) {
      expect(await resolvePreviewToken(guess), guess).toEqual({ state: 'unknown' });
    }
  });

  it('pins an existing revision of the item, and refuses a revision it does not have', async () => {
    const article = await makeArticle(db(), { is_published: false, title: 'First title' });
    await auditedUpdate(editor, articles, article.id, { title: 'Second title' }, 'update');
    expect(await listPinnableRevisions('news_insights', article.id)).toEqual([2, 1]);
    const pinned = await linkFor(article.id, { revision: 1 });
    expect(pinned.link.revision).toBe(1);
    expect(await resolvePreviewToken(pinned.token)).toEqual({ state: 'ok', entity: 'news_insights', entityId: article.id, revision: 1 });
    const other = await makeArticle(db(), { is_published: false });
    for (const [id, revision] of [[article.id, 3], [other.id, 1]] as const) {
      expect(await createPreviewLink(editor, { entity: 'news_insights', entityId: id, revision, expiresIn: '1h' })).toEqual({ ok: false, reason: 'revision_not_found' });
    }
    expect(await createPreviewLink(editor, { entity: 'news_insights', entityId: crypto.randomUUID(), revision: null, expiresIn: '1h' })).toEqual({
      ok: false,
      reason: 'item_not_found',
    });
  });

  it('lists an item\'s links newest first with creator, times, pinned revision and state', async () => {
    const article = await makeArticle(db(), { is_published: false });
    await auditedUpdate(editor, articles, article.id, { title: 'Listed' }, 'update');
    const now = new Date();
    const older = await linkFor(article.id, { expiresIn: '1h', now: new Date(now.getTime() - 2 * HOUR) });
    const pinned = await linkFor(article.id, { revision: 2, now: new Date(now.getTime() - HOUR) });
    const revoked = await linkFor(article.id, { now });
    await revokePreviewLink(editor, { entity: 'news_insights', entityId: article.id, linkId: revoked.link.id });
    await linkFor((await makeArticle(db())).id);
    const listed = await listPreviewLinks('news_insights', article.id);
    expect(listed.map((link) => [link.id, link.state, link.revision, link.createdBy])).toEqual([
      [revoked.link.id, 'revoked', null, editor.email],
      [pinned.link.id, 'active', 2, editor.email],
      [older.link.id, 'expired', null, editor.email],
    ]);
    expect(listed[2]!.expiresAt.getTime() - listed[2]!.createdAt.getTime()).toBe(HOUR);
    expect(listed[0]!.revokedAt).toBeInstanceOf(Date);
  });

  it('revokes only through its own item; a revoked link answers revoked; each create and revoke is audited without the token', async () => {
    const article = await makeArticle(db(), { is_published: false });
    const other = await makeArticle(db(), { is_published: false });
    const { token, link } = await linkFor(article.id);
    expect(await revokePreviewLink(editor, { entity: 'news_insights', entityId: other.id, linkId: link.id })).toBe('not_found');
    expect((await resolvePreviewToken(token)).state).toBe('ok');
    expect(await revokePreviewLink(editor, { entity: 'news_insights', entityId: article.id, linkId: crypto.randomUUID() })).toBe('not_found');
    expect(await revokePreviewLink(editor, { entity: 'news_insights', entityId: article.id, linkId: link.id })).toBe('revoked');
    expect(await revokePreviewLink(editor, { entity: 'news_insights', entityId: article.id, linkId: link.id })).toBe('already_revoked');
    expect(await resolvePreviewToken(token)).toEqual({ state: 'revoked' });
    // Revoked stays revoked after it would have expired too.
    expect(await resolvePreviewToken(token, new Date(Date.now() + 60 * DAY))).toEqual({ state: 'revoked' });

    const audit = await auditRowsFor(db(), link.id);
    expect(audit.map((row) => [row.entity, row.action, row.staff_email])).toEqual([
      ['preview_links', 'create', editor.email],
      ['preview_links', 'revoke', editor.email],
    ]);
    expect(audit[0]!.changes).toMatchObject({ entity_id: { after: article.id }, created_by: { after: editor.email } });
    const [stored] = await db().select().from(preview_links).where(eq(preview_links.id, link.id));
    for (const row of audit) {
      expect(JSON.stringify(row)).not.toContain(token);
      expect(JSON.stringify(row)).not.toContain(stored!.token_hash);
    }
  });

  it(`refuses the ${MAX_ACTIVE_PREVIEW_LINKS + 1}th active link of an item; expired and revoked ones do not count`, async () => {
    const article = await makeArticle(db(), { is_published: false });
    const expired = await linkFor(article.id, { expiresIn: '1h', now: new Date(Date.now() - 2 * HOUR) });
    const links = [];
    for (let n = 0; n < MAX_ACTIVE_PREVIEW_LINKS; n++) links.push(await linkFor(article.id, { expiresIn: '1h' }));
    const refused = await createPreviewLink(editor, { entity: 'news_insights', entityId: article.id, revision: null, expiresIn: '1h' });
    expect(refused).toEqual({ ok: false, reason: 'too_many' });
    expect(await db().$count(preview_links, eq(preview_links.entity_id, article.id))).toBe(MAX_ACTIVE_PREVIEW_LINKS + 1);
    // Another article is not limited by this one's links.
    expect((await createPreviewLink(editor, { entity: 'news_insights', entityId: (await makeArticle(db())).id, revision: null, expiresIn: '1h' })).ok).toBe(true);
    await revokePreviewLink(editor, { entity: 'news_insights', entityId: article.id, linkId: links[0]!.link.id });
    expect((await createPreviewLink(editor, { entity: 'news_insights', entityId: article.id, revision: null, expiresIn: '1h' })).ok).toBe(true);
    expect((await listPreviewLinks('news_insights', article.id)).find((link) => link.id === expired.link.id)?.state).toBe('expired');
  });

  it('purges links 30 days after they expired or were revoked, and links whose article is gone', async () => {
    const article = await makeArticle(db(), { is_published: false });
    const now = new Date('2026-06-30T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    const expiredLong = await linkFor(article.id, { expiresIn: '1d', now: daysAgo(32) });
    const expiredRecently = await linkFor(article.id, { expiresIn: '1d', now: daysAgo(30) });
    const revokedLong = await linkFor(article.id, { expiresIn: '30d', now: daysAgo(40) });
    await revokePreviewLink(editor, { entity: 'news_insights', entityId: article.id, linkId: revokedLong.link.id }, daysAgo(31));
    const revokedRecently = await linkFor(article.id, { expiresIn: '30d', now: daysAgo(40) });
    await revokePreviewLink(editor, { entity: 'news_insights', entityId: article.id, linkId: revokedRecently.link.id }, daysAgo(29));
    const active = await linkFor(article.id, { expiresIn: '30d', now: daysAgo(1) });
    const deleted = await makeArticle(db(), { is_published: false });
    const orphan = await linkFor(deleted.id, { expiresIn: '30d', now: daysAgo(1) });
    await auditedDelete(editor, articles, deleted.id);

    // Other tests' links share this database: count at least these three, and check each by id.
    expect(await purgePreviewLinks(now)).toBeGreaterThanOrEqual(3);
    const ids = (await db().select({ id: preview_links.id }).from(preview_links)).map((row) => row.id);
    for (const keptId of [expiredRecently.link.id, revokedRecently.link.id, active.link.id]) expect(ids).toContain(keptId);
    for (const goneId of [expiredLong.link.id, revokedLong.link.id, orphan.link.id]) expect(ids).not.toContain(goneId);
    expect(await purgePreviewLinks(now)).toBe(0);
  });

  describe('partners and jobs', () => {
    const tables = { news_insights, partners, jobs, site_pages } as const;
    const makeItems: Record<PreviewEntity, () => Promise<string>> = {
      news_insights: async () => (await makeArticle(db(), { is_published: false })).id,
      partners: async () => (await makePartner(db(), { is_active: false })).id,
      jobs: async () => (await makeJob(db(), { is_active: false })).id,
      // A row of the pages' table under a key no page has (the real pages' rows are the site's).
      site_pages: async () => {
        const [row] = await db()
          .insert(site_pages)
          .values({ key: `test-${crypto.randomUUID()}`, document: { seo: { title: 'T', description: 'D', image: '', noindex: false }, blocks: [] }, effective_date: '2026-01-01' })
          .returning({ id: site_pages.id });
        return row!.id;
      },
    };
    const makeItem = (entity: PreviewEntity): Promise<string> => makeItems[entity]();
    const make = (entity: PreviewEntity, entityId: string, revision: number | null = null, now?: Date) =>
      createPreviewLink(editor, { entity, entityId, revision, expiresIn: '1d' }, now);

    it.each(['partners', 'jobs'] as const)('%s: a link names its entity, pins a revision the item has, and lists under that entity only', async (entity) => {
      const id = await makeItem(entity);
      await auditedUpdate(editor, { table: tables[entity], entity }, id, { slug: `renamed-${entity}-${crypto.randomUUID().slice(0, 8)}` }, 'update');
      expect(await listPinnableRevisions(entity, id)).toEqual([2, 1]);
      const latest = await make(entity, id);
      const pinned = await make(entity, id, 1);
      if (!latest.ok || !pinned.ok) throw new Error('no link');
      expect(await resolvePreviewToken(latest.token)).toEqual({ state: 'ok', entity, entityId: id });
      expect(await resolvePreviewToken(pinned.token)).toEqual({ state: 'ok', entity, entityId: id, revision: 1 });
      expect(await make(entity, id, 3)).toEqual({ ok: false, reason: 'revision_not_found' });
      expect((await listPreviewLinks(entity, id)).map((link) => link.id).sort()).toEqual([latest.link.id, pinned.link.id].sort());
      const [row] = await db().select().from(preview_links).where(eq(preview_links.id, latest.link.id));
      expect(row).toMatchObject({ entity, entity_id: id });
      expect((await auditRowsFor(db(), latest.link.id)).map((audit) => [audit.entity, audit.action])).toEqual([['preview_links', 'create']]);
    });

    it('an item of one entity is not found as another, and a link is revoked only through its own entity', async () => {
      const partnerId = await makeItem('partners');
      const jobId = await makeItem('jobs');
      expect(await make('jobs', partnerId)).toEqual({ ok: false, reason: 'item_not_found' });
      expect(await make('news_insights', jobId)).toEqual({ ok: false, reason: 'item_not_found' });
      expect(await make('partners', jobId)).toEqual({ ok: false, reason: 'item_not_found' });
      const link = await make('partners', partnerId);
      if (!link.ok) throw new Error('no link');
      expect(await revokePreviewLink(editor, { entity: 'jobs', entityId: partnerId, linkId: link.link.id })).toBe('not_found');
      expect(await listPreviewLinks('jobs', partnerId)).toEqual([]);
      expect((await resolvePreviewToken(link.token)).state).toBe('ok');
      expect(await revokePreviewLink(editor, { entity: 'partners', entityId: partnerId, linkId: link.link.id })).toBe('revoked');
      expect(await resolvePreviewToken(link.token)).toEqual({ state: 'revoked' });
    });

    it('the purge removes the links of every entity whose item is gone, and keeps those whose item is there', async () => {
      const now = new Date('2026-07-15T12:00:00Z');
      const made = new Date(now.getTime() - DAY);
      const kept: string[] = [];
      const orphans: string[] = [];
      for (const entity of PREVIEW_ENTITIES) {
        const staying = await makeItem(entity);
        const leaving = await makeItem(entity);
        const stay = await make(entity, staying, null, made);
        const go = await make(entity, leaving, null, made);
        if (!stay.ok || !go.ok) throw new Error('no link');
        kept.push(stay.link.id);
        orphans.push(go.link.id);
        // Removed behind the delete's back (auditedDelete takes the links with it): only the purge can find these.
        const table = tables[entity];
        await db().delete(table).where(eq(table.id, leaving));
      }
      expect(await purgePreviewLinks(now)).toBeGreaterThanOrEqual(PREVIEW_ENTITIES.length);
      const ids = (await db().select({ id: preview_links.id }).from(preview_links)).map((row) => row.id);
      for (const id of kept) expect(ids).toContain(id);
      for (const id of orphans) expect(ids).not.toContain(id);
    });

    it('deleting a partner or a job through the audited delete takes its links with it', async () => {
      for (const entity of ['partners', 'jobs'] as const) {
        const id = await makeItem(entity);
        const link = await make(entity, id);
        if (!link.ok) throw new Error('no link');
        expect(await auditedDelete(editor, { table: tables[entity], entity }, id)).toBe(true);
        expect(await db().$count(preview_links, eq(preview_links.id, link.link.id))).toBe(0);
        expect(await resolvePreviewToken(link.token)).toEqual({ state: 'unknown' });
      }
    });
  });
});
