/**
 * Issue 20: consent on record, visitor confirmations and their erase links, the retention purge,
 * and the data-rights search, export and erase — against each database kind.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { action as homeAction } from '~/routes/site/home';
import { action as contactAction } from '~/routes/site/contact-us';
import { action as aiAction } from '~/routes/site/generative-ai';
import { action as securityAction } from '~/routes/site/security-services';
import { action as eraseAction, loader as eraseLoader } from '~/routes/site/privacy-erase';
import { PRIVACY_NOTICE_VERSION } from '~/content/site/legal';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, ERASE_LINK_VALID_DAYS, RETENTION, yearsBefore } from '~/domain/privacy';
import { audit_log, contact_leads, content_revisions, job_application_resumes, job_applications, jobs, news_insights, outbox, preview_links, rate_limits, session, teams, user, verification } from '~/server/db/schema.server';
import { queryRows, type Database } from '~/server/db/db.server';
import { recordAudit } from '~/server/entities/audit.server';
import { auditedUpdate } from '~/server/entities/audited-writes.server';
import { createPreviewLink } from '~/server/entities/preview-links.server';
import { parseEnv, setEnvForTests } from '~/server/platform/env.server';
import { requestContextFor } from '~/server/platform/request-state.server';
import { checkSignedLinkToken, SIGNED_LINK_VALID_DAYS, signedLinkToken } from '~/server/platform/signed-links.server';
import { issueFormToken } from '~/server/platform/spam.server';
import { CONFIRMATION_TOPIC } from '~/server/privacy/confirmation.server';
import { checkEraseLink, erasePersonalData, eraseLeadByLink, exportPersonalData, findPersonalData } from '~/server/privacy/data-rights.server';
import { purgeExpiredData, PURGE_ACTOR } from '~/server/privacy/purge.server';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { dataOf, resultOf } from '../support/route-results';

function configure() {
  setEnvForTests(
    parseEnv({
      NODE_ENV: 'test',
      BETTER_AUTH_SECRET: 'privacy-test-secret-0123456789abcdef',
      FORM_MIN_FILL_SECONDS: '2',
      FORM_RATE_LIMIT_PER_10_MIN: '1000',
      SALES_NOTIFY_EMAIL: 'sales@corvane.example',
      PUBLIC_URL: 'https://www.corvane.example',
    }),
  );
}

let ip = 0;
type PublicAction = (args: never) => unknown;
async function submit(action: PublicAction, url: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('form_token', issueFormToken(Date.now() - 5000));
  body.set('website', '');
  const context = requestContextFor({ nonce: '', clientIp: `198.51.100.${++ip}`, requestId: 't' });
  const result = await resultOf(await action({ request: new Request(url, { method: 'POST', body }), context, params: {} } as never));
  return { status: result.status, body: dataOf<{ ok: boolean; title: string; extra?: { book_call_href?: string } }>(result) };
}
const submitQuote = (fields: Record<string, string>) =>
  submit(homeAction, 'http://localhost/?index', { form: 'quote', first_name: 'Ada', last_name: 'Lovelace', message: 'A data platform, please.', ...fields });

const confirmationText = (row: { payload: unknown }) => (row.payload as { text: string }).text;
const eraseTokenIn = (text: string) => /\/privacy\/erase\/([A-Za-z0-9._-]+)/.exec(text)?.[1] ?? '';

/** Every text-like column of every table that holds `address` anywhere (the erase test's witness). */
async function tablesHolding(db: Database, address: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const holding: string[] = [];
  for (const column of columns) {
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from ${sql.identifier(column.table_name)} where strpos(lower(${sql.identifier(column.column_name)}::text), ${address}) > 0`,
    );
    if (Number(row?.n ?? 0) > 0) holding.push(`${column.table_name}.${column.column_name}`);
  }
  return holding;
}

describe.each(testDatabaseKinds())('privacy on %s', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    configure();
    await db().delete(outbox);
    await db().delete(audit_log);
    await db().delete(contact_leads);
    await db().delete(job_applications);
  });
  afterAll(() => setEnvForTests(undefined));

  it('the erase link lasts as long as the policy says', () => {
    expect(ERASE_LINK_VALID_DAYS).toBe(SIGNED_LINK_VALID_DAYS);
  });

  it('a quote stores the consent; the confirmation carries an erase link that removes the lead and its mail once; forged and expired links change nothing', async () => {
    const before = Date.now();
    const sent = await submitQuote({ email: 'erase.me@example.com', consent_insights_email: 'on' });
    expect(sent).toMatchObject({ status: 200, body: { ok: true } });
    const [lead] = await db().select().from(contact_leads);
    expect(lead).toMatchObject({ email: 'erase.me@example.com', privacy_notice_version: PRIVACY_NOTICE_VERSION, consent_choices: { insights_email: true } });
    expect(lead!.consented_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [confirmation] = await db().select().from(outbox).where(eq(outbox.topic, CONFIRMATION_TOPIC));
    expect(confirmation).toMatchObject({ channel: 'email', record_id: lead!.id });
    expect((confirmation!.payload as { to: string; subject: string }).to).toBe('erase.me@example.com');
    const text = confirmationText(confirmation!);
    for (const part of ['What we received', 'A data platform, please.', 'within 24 hours', 'https://www.corvane.example/privacy', 'valid for 30 days']) expect(text).toContain(part);
    const token = eraseTokenIn(text);
    expect(text).toContain(`https://www.corvane.example/privacy/erase/${token}`);
    expect(await db().select({ n: count() }).from(outbox).where(eq(outbox.record_id, lead!.id))).toEqual([{ n: 2 }]);

    // A forged token (another id, same signature) and an expired one change nothing.
    const [, expires, signature] = token.split('.');
    const forged = `${crypto.randomUUID()}.${expires}.${signature}`;
    expect(await eraseLeadByLink(forged)).toEqual({ outcome: 'invalid' });
    expect(await eraseLeadByLink(signedLinkToken('withdraw-application', lead!.id))).toEqual({ outcome: 'invalid' });
    expect(await eraseLeadByLink(token, new Date(Date.now() + 31 * 24 * 3600 * 1000))).toEqual({ outcome: 'expired' });
    expect(await db().select({ n: count() }).from(contact_leads)).toEqual([{ n: 1 }]);

    expect(await checkEraseLink(token)).toEqual({ outcome: 'ready' });
    expect(await eraseLeadByLink(token)).toMatchObject({ outcome: 'erased', counts: { leads: 1, outbox: 2 } });
    expect(await db().select({ n: count() }).from(contact_leads)).toEqual([{ n: 0 }]);
    expect(await db().select({ n: count() }).from(outbox)).toEqual([{ n: 0 }]);
    expect(await eraseLeadByLink(token)).toEqual({ outcome: 'already' });
    expect(await checkEraseLink(token)).toEqual({ outcome: 'already' });
    const [audit] = await db().select().from(audit_log).where(eq(audit_log.entity, 'privacy'));
    expect(audit).toMatchObject({ action: 'erase', staff_email: 'visitor (erase link)', entity_id: lead!.id });
    expect(JSON.stringify(audit)).not.toContain('erase.me@example.com');
  });

  it('contact, lead-modal and download submissions each store the consent and queue their own confirmation (the modal\'s promised e-mail)', async () => {
    await submit(contactAction, 'http://localhost/contact-us', { form: 'contact', first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', message: 'Hello' });
    await submit(aiAction, 'http://localhost/generative-ai', { form: 'lead_modal', first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com', message: 'Models' });
    await submit(securityAction, 'http://localhost/security-services', { form: 'download_gate', resource_id: 'ai-governance-master-policy.pdf', email: 'cio@example.com', consultation: 'on' });
    const leads = await db().select().from(contact_leads);
    expect(leads.map((lead) => [lead.form, lead.privacy_notice_version]).sort()).toEqual([
      ['contact', PRIVACY_NOTICE_VERSION],
      ['download_gate', PRIVACY_NOTICE_VERSION],
      ['lead_modal', PRIVACY_NOTICE_VERSION],
    ]);
    const confirmations = await db().select().from(outbox).where(eq(outbox.topic, CONFIRMATION_TOPIC));
    const byAddress = Object.fromEntries(confirmations.map((row) => [(row.payload as { to: string }).to, row.payload as { subject: string; text: string }]));
    expect(byAddress['grace@example.com']?.subject).toBe('We received your message — Corvane Digital');
    expect(byAddress['alan@example.com']?.subject).toBe('We received your consultation request — Corvane Digital');
    expect(byAddress['alan@example.com']?.text).toContain('within 24 hours');
    expect(byAddress['cio@example.com']?.subject).toBe('Your download from Corvane Digital');
    expect(byAddress['cio@example.com']?.text).toContain('AI Governance Master Policy');
    for (const payload of Object.values(byAddress)) expect(eraseTokenIn(payload.text)).not.toBe('');
  });

  it('the quote’s and the contact’s confirmations offer the same call booking as their answer; the modal’s and the download’s do not', async () => {
    const quote = await submitQuote({ email: 'book.me@example.com' });
    await submit(contactAction, 'http://localhost/contact-us', { form: 'contact', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', message: 'A call?' });
    await submit(aiAction, 'http://localhost/generative-ai', { form: 'lead_modal', first_name: 'Alan', last_name: 'Turing', email: 'alan.book@example.com', message: 'Models' });
    const confirmations = await db().select().from(outbox).where(eq(outbox.topic, CONFIRMATION_TOPIC));
    const textFor = (address: string) => confirmationText(confirmations.find((row) => (row.payload as { to: string }).to === address)!);
    const answerHref = quote.body.extra?.book_call_href ?? '';
    expect(answerHref).toMatch(/^\/book-a-call\?lead=/);
    expect(textFor('book.me@example.com')).toContain(`Book a call\n-----------\nChoose a 30-minute call at a time that suits you, with the person who has your enquiry (this link works for 14 days): https://www.corvane.example${answerHref}`);
    const contactLink = textFor('ada@example.com').match(/https:\/\/www\.corvane\.example(\/book-a-call\?lead=\S+)/)?.[1];
    const [contactLead] = await db().select({ id: contact_leads.id }).from(contact_leads).where(eq(contact_leads.email, 'ada@example.com'));
    expect(checkSignedLinkToken('book-for-lead', new URLSearchParams(contactLink!.split('?')[1]).get('lead')!)).toMatchObject({ ok: true, id: contactLead!.id });
    expect(textFor('alan.book@example.com')).not.toContain('/book-a-call');
  });

  it('the erase page: opening it changes nothing and is never cached; a forged or expired link posted changes nothing', async () => {
    await submitQuote({ email: 'page@example.com' });
    const [lead] = await db().select().from(contact_leads);
    const token = signedLinkToken('erase-lead', lead!.id);
    const call = async (handler: PublicAction, tokenValue: string, method = 'GET') =>
      resultOf(await handler({ request: new Request(`http://localhost/privacy/erase/${tokenValue}`, { method }), params: { token: tokenValue }, context: undefined } as never));
    expect(dataOf(await call(eraseLoader, token))).toEqual({ outcome: 'ready' });
    const expired = signedLinkToken('erase-lead', lead!.id, new Date(Date.now() - 31 * 24 * 3600 * 1000));
    const forged = `${lead!.id}.${token.split('.')[1]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    expect(dataOf(await call(eraseAction, expired, 'POST'))).toEqual({ outcome: 'expired' });
    expect(dataOf(await call(eraseAction, forged, 'POST'))).toEqual({ outcome: 'invalid' });
    expect(await db().select({ n: count() }).from(contact_leads)).toEqual([{ n: 1 }]);
    expect(dataOf(await call(eraseAction, token, 'POST'))).toEqual({ outcome: 'erased' });
    expect(await db().select({ n: count() }).from(contact_leads)).toEqual([{ n: 0 }]);
    const { headers } = await import('~/routes/site/privacy-erase');
    expect(headers()).toMatchObject({ 'Cache-Control': 'no-store' });
  });

  it('an unticked choice is stored as declined', async () => {
    await submitQuote({ email: 'no.thanks@example.com' });
    const [lead] = await db().select().from(contact_leads);
    expect(lead!.consent_choices).toEqual({ insights_email: false });
  });

  it(`a fourth quote from one address in a day is stored and sent to staff, with no fourth confirmation`, async () => {
    for (let i = 0; i < CONFIRMATIONS_PER_ADDRESS_PER_DAY + 1; i++) {
      expect((await submitQuote({ email: i % 2 ? 'Busy@Example.com' : 'busy@example.com', message: `Quote ${i}` })).status).toBe(200);
    }
    expect(await db().select({ n: count() }).from(contact_leads)).toEqual([{ n: 4 }]);
    expect(await db().select({ n: count() }).from(outbox).where(and(eq(outbox.topic, 'lead.quote'), eq(outbox.channel, 'email')))).toEqual([{ n: 4 }]);
    expect(await db().select({ n: count() }).from(outbox).where(eq(outbox.topic, CONFIRMATION_TOPIC))).toEqual([{ n: 3 }]);
  });

  async function insertLead(email: string, updatedAt: Date) {
    const [row] = await db().insert(contact_leads).values({ first_name: 'Old', last_name: 'Lead', email, message: 'm', created_at: updatedAt, updated_at: updatedAt }).returning();
    await db().insert(outbox).values({ channel: 'email', topic: 'lead.quote', payload: { to: 'sales@corvane.example', text: email }, record_id: row!.id, created_at: new Date() });
    await recordAudit(db(), { staffEmail: 'staff@corvane.example', entity: 'contact_leads', entityId: row!.id, action: 'notes', before: { notes: null }, after: { notes: `called ${email}` } });
    return row!;
  }
  async function insertApplication(email: string, updatedAt: Date) {
    const [row] = await db().insert(job_applications).values({ first_name: 'Old', last_name: 'Applicant', email, created_at: updatedAt, updated_at: updatedAt }).returning();
    await db().insert(outbox).values({ channel: 'email', topic: 'application.new', payload: { to: 'hr@corvane.example', text: email }, record_id: row!.id });
    const file = Buffer.from(`%PDF-1.4 ${email}`);
    await db().insert(job_application_resumes).values({ application_id: row!.id, file_name: 'cv.pdf', content_type: 'application/pdf', size_bytes: file.length, content: file });
    return row!;
  }

  it('purge: removes leads and applications past their periods with their outbox rows and audit values, keeps younger ones; dry run removes nothing; two runs at once remove each row once', async () => {
    const now = new Date();
    const day = 24 * 3600 * 1000;
    const oldLead = await insertLead('old.lead@example.com', new Date(yearsBefore(now, RETENTION.leadYears).getTime() - day));
    const youngLead = await insertLead('young.lead@example.com', new Date(yearsBefore(now, RETENTION.leadYears).getTime() + day));
    const oldApplication = await insertApplication('old.app@example.com', new Date(yearsBefore(now, RETENTION.applicationYears).getTime() - day));
    const youngApplication = await insertApplication('young.app@example.com', new Date(yearsBefore(now, RETENTION.applicationYears).getTime() + day));

    const dry = await purgeExpiredData({ dryRun: true, now });
    expect(dry).toMatchObject({ dryRun: true, leads: 1, applications: 1, outbox: 2, audit: 1 });
    expect(await db().select({ n: count() }).from(contact_leads)).toEqual([{ n: 2 }]);
    expect(await db().select({ n: count() }).from(outbox)).toEqual([{ n: 4 }]);
    expect(await db().select({ n: count() }).from(audit_log).where(eq(audit_log.entity, 'privacy'))).toEqual([{ n: 0 }]);

    const [first, second] = await Promise.all([purgeExpiredData({ now }), purgeExpiredData({ now })]);
    expect(first!.leads + second!.leads).toBe(1);
    expect(first!.applications + second!.applications).toBe(1);
    expect(first!.outbox + second!.outbox).toBe(2);
    expect((await db().select({ id: contact_leads.id }).from(contact_leads)).map((r) => r.id)).toEqual([youngLead.id]);
    expect((await db().select({ id: job_applications.id }).from(job_applications)).map((r) => r.id)).toEqual([youngApplication.id]);
    expect((await db().select({ r: outbox.record_id }).from(outbox)).map((r) => r.r).sort()).toEqual([youngLead.id, youngApplication.id].sort());
    const [oldAudit] = await db().select().from(audit_log).where(eq(audit_log.entity_id, oldLead.id));
    expect(oldAudit!.changes).toBeNull();
    const [youngAudit] = await db().select().from(audit_log).where(eq(audit_log.entity_id, youngLead.id));
    expect(JSON.stringify(youngAudit!.changes)).toContain('young.lead@example.com');
    expect(await tablesHolding(db(), 'old.lead@example.com')).toEqual([]);
    expect(await tablesHolding(db(), 'old.app@example.com')).toEqual([]);
    // The old application's résumé file went with it; the young one's stays.
    expect((await db().select({ id: job_application_resumes.application_id }).from(job_application_resumes)).map((r) => r.id)).toEqual([youngApplication.id]);
    expect(oldApplication.id).toBeTruthy();

    const runs = await db().select().from(audit_log).where(and(eq(audit_log.entity, 'privacy'), eq(audit_log.action, 'purge')));
    expect(runs).toHaveLength(2);
    expect(runs.every((run) => run.staff_email === PURGE_ACTOR)).toBe(true);
    expect(runs.map((run) => (run.changes as Record<string, { before: number }>).leads?.before ?? 0).sort()).toEqual([0, 1]);
  });

  it('purge: expired sign-in codes, expired sessions and stale rate-limit counters go; live ones stay', async () => {
    const now = new Date();
    const hour = 3600 * 1000;
    const at = (offset: number) => new Date(now.getTime() + offset);
    await db().insert(user).values({ id: 'purge-user', name: 'Staff', email: 'purge.staff@corvane.example' });
    await db().insert(verification).values([
      { id: 'expired-code', identifier: 'sign-in-otp-purge.staff@corvane.example', value: '123456:0', expiresAt: at(-hour) },
      { id: 'live-code', identifier: 'sign-in-otp-other@corvane.example', value: '654321:0', expiresAt: at(hour) },
    ]);
    await db().insert(session).values([
      { id: 'expired-session', token: 'expired-token', userId: 'purge-user', expiresAt: at(-hour), ipAddress: '203.0.113.5' },
      { id: 'live-session', token: 'live-token', userId: 'purge-user', expiresAt: at(hour) },
    ]);
    await db().insert(rate_limits).values([
      { key: 'form:ip:203.0.113.5', window_start: at(-25 * hour), count: 3 },
      { key: 'form:ip:203.0.113.6', window_start: at(-hour / 6), count: 1 },
    ]);

    const dry = await purgeExpiredData({ dryRun: true, now });
    expect(dry.expiredAccess).toEqual({ signInSecrets: 1, sessions: 1, rateLimitCounters: 1 });
    expect(await db().select({ n: count() }).from(session)).toEqual([{ n: 2 }]);

    const report = await purgeExpiredData({ now });
    expect(report.expiredAccess).toEqual({ signInSecrets: 1, sessions: 1, rateLimitCounters: 1 });
    expect((await db().select({ id: verification.id }).from(verification)).map((row) => row.id)).toEqual(['live-code']);
    expect((await db().select({ id: session.id }).from(session)).map((row) => row.id)).toEqual(['live-session']);
    const counters = (await db().select({ key: rate_limits.key }).from(rate_limits)).map((row) => row.key);
    expect(counters).toContain('form:ip:203.0.113.6');
    expect(counters).not.toContain('form:ip:203.0.113.5');
    const [run] = await db().select().from(audit_log).where(and(eq(audit_log.entity, 'privacy'), eq(audit_log.action, 'purge')));
    expect(run!.changes).toMatchObject({ signInSecrets: { before: 1, after: 0 }, sessions: { before: 1, after: 0 }, rateLimitCounters: { before: 1, after: 0 } });
  });

  it('purge: preview links go 30 days after they expired or were revoked; a dry run only counts them (ADR 331)', async () => {
    const now = new Date();
    const day = 24 * 3600 * 1000;
    const [article] = await db().insert(news_insights).values({ slug: `purge-preview-${crypto.randomUUID().slice(0, 8)}`, title: 'Draft', excerpt: 'e', content: 'c', category: 'News' }).returning();
    const make = async (createdAt: Date) => {
      const created = await createPreviewLink({ email: 'staff@corvane.example' }, { entity: 'news_insights', entityId: article!.id, revision: null, expiresIn: '1d' }, createdAt);
      if (!created.ok) throw new Error(created.reason);
      return created.link.id;
    };
    const old = await make(new Date(now.getTime() - 32 * day));
    const recent = await make(new Date(now.getTime() - 10 * day));

    const dry = await purgeExpiredData({ dryRun: true, now });
    expect(dry.previewLinks).toBe(1);
    expect(await db().select({ n: count() }).from(preview_links).where(eq(preview_links.entity_id, article!.id))).toEqual([{ n: 2 }]);
    const report = await purgeExpiredData({ now });
    expect(report.previewLinks).toBe(1);
    const left = (await db().select({ id: preview_links.id }).from(preview_links).where(eq(preview_links.entity_id, article!.id))).map((row) => row.id);
    expect(left).toEqual([recent]);
    expect(left).not.toContain(old);
    const [run] = await db().select().from(audit_log).where(and(eq(audit_log.entity, 'privacy'), eq(audit_log.action, 'purge')));
    expect(run!.changes).toMatchObject({ previewLinks: { before: 1, after: 0 } });
  });

  it('erase of a staff address: the preview links it made keep working and no longer name it (ADR 331)', async () => {
    const address = 'leaving.editor@corvane.example';
    const [article] = await db().insert(news_insights).values({ slug: `erase-preview-${crypto.randomUUID().slice(0, 8)}`, title: 'Draft', excerpt: 'e', content: 'c', category: 'News' }).returning();
    const created = await createPreviewLink({ email: address }, { entity: 'news_insights', entityId: article!.id, revision: null, expiresIn: '7d' });
    const kept = await createPreviewLink({ email: 'staff@corvane.example' }, { entity: 'news_insights', entityId: article!.id, revision: null, expiresIn: '7d' });
    if (!created.ok || !kept.ok) throw new Error('no link');
    expect(await tablesHolding(db(), address)).toContain('preview_links.created_by');
    expect((await findPersonalData(address)).previewLinks.map((link) => link.id)).toEqual([created.link.id]);
    expect((await exportPersonalData(address)).previewLinks).toEqual([expect.not.objectContaining({ token_hash: expect.anything() })]);
    expect(await erasePersonalData('Leaving.Editor@corvane.example', 'owner@corvane.example')).toMatchObject({ previewLinks: 1 });
    const rows = await db().select({ id: preview_links.id, created_by: preview_links.created_by, revoked_at: preview_links.revoked_at }).from(preview_links).where(eq(preview_links.entity_id, article!.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: created.link.id, created_by: '[erased]', revoked_at: null },
        { id: kept.link.id, created_by: 'staff@corvane.example', revoked_at: null },
      ]),
    );
    expect(await tablesHolding(db(), address)).toEqual([]);
  });

  it('search, export and erase by address: every lead, application, note, mail and audit value, and afterwards no table holds the address', async () => {
    const address = 'subject@example.com';
    await submitQuote({ email: 'Subject@Example.com' });
    const [lead] = await db().select().from(contact_leads);
    await db().update(contact_leads).set({ notes: 'Prefers calls' }).where(eq(contact_leads.id, lead!.id));
    await recordAudit(db(), { staffEmail: 'staff@corvane.example', entity: 'contact_leads', entityId: lead!.id, action: 'notes', before: { notes: null }, after: { notes: 'Prefers calls' } });
    const [job] = await db().insert(jobs).values({ title: 'Engineer', department: 'Engineering', experience_level: 'Senior', description: 'd' }).returning();
    const [application] = await db()
      .insert(job_applications)
      .values({ job_id: job!.id, first_name: 'Sub', last_name: 'Ject', email: address, resume_url: 'https://files.example/cv.pdf', notes: 'Strong candidate' })
      .returning();
    const resumeBytes = Buffer.from('%PDF-1.4 subject résumé');
    await db().insert(job_application_resumes).values({ application_id: application!.id, file_name: 'cv.pdf', content_type: 'application/pdf', size_bytes: resumeBytes.length, content: resumeBytes });
    // Another lead deleted by staff earlier: its audit row keeps the whole row, address included.
    await recordAudit(db(), { staffEmail: 'staff@corvane.example', entity: 'contact_leads', entityId: crypto.randomUUID(), action: 'delete', before: { email: address, first_name: 'Sub' } });
    // Someone else's data stays.
    await submitQuote({ email: 'bystander@example.com' });
    // Issue 43: a team profile that once gave the address keeps it in its earlier versions.
    const teamTarget = { table: teams, entity: 'teams' } as const;
    const [member] = await db().insert(teams).values({ name: 'Sub Ject', slug: `sub-ject-${crypto.randomUUID().slice(0, 8)}`, title: 'Analyst', bio: 'Bio.', email: address }).returning();
    await auditedUpdate({ email: 'staff@corvane.example' }, teamTarget, member!.id, { bio: 'A longer bio.' }, 'update');
    await auditedUpdate({ email: 'staff@corvane.example' }, teamTarget, member!.id, { email: 'team@corvane.example' }, 'update');

    const found = await findPersonalData(address);
    expect(found.leads.map((row) => row.notes)).toEqual(['Prefers calls']);
    expect(found.applications.map((row) => [row.id, row.resume_url, row.notes])).toEqual([[application!.id, 'https://files.example/cv.pdf', 'Strong candidate']]);
    expect(found.outbox.map((row) => row.topic).sort()).toEqual(['lead.quote', CONFIRMATION_TOPIC].sort());
    expect(found.audit).toHaveLength(3);
    expect(found.revisions.map((row) => row.number)).toEqual([2, 1]);
    const exported = await exportPersonalData('  SUBJECT@example.com ');
    expect(exported).toMatchObject({ email: address, leads: [{ id: lead!.id }], applications: [{ id: application!.id }] });
    expect(exported.resumes).toEqual([expect.objectContaining({ application_id: application!.id, file_name: 'cv.pdf', content_base64: resumeBytes.toString('base64') })]);

    expect(await tablesHolding(db(), address)).toEqual(
      expect.arrayContaining(['contact_leads.email', 'job_applications.email', 'outbox.payload', 'audit_log.changes', 'content_revisions.snapshot']),
    );
    expect(await erasePersonalData(address, 'owner@corvane.example')).toEqual({ leads: 1, applications: 1, bookings: 0, outbox: 2, audit: 3, revisions: 2, previewLinks: 0 });
    expect((await db().select({ number: content_revisions.number }).from(content_revisions).where(eq(content_revisions.entity_id, member!.id))).map((row) => row.number)).toEqual([3]);
    expect(await tablesHolding(db(), address)).toEqual([]);
    expect(await db().select({ n: count() }).from(job_application_resumes)).toEqual([{ n: 0 }]);
    expect(await db().select({ n: count() }).from(contact_leads)).toEqual([{ n: 1 }]);
    // The bystander's staff notification and confirmation remain.
    expect(await db().select({ n: count() }).from(outbox)).toEqual([{ n: 2 }]);
    const [erasure] = await db().select().from(audit_log).where(and(eq(audit_log.entity, 'privacy'), eq(audit_log.action, 'erase')));
    expect(erasure).toMatchObject({ staff_email: 'owner@corvane.example' });
    expect(erasure!.changes).toMatchObject({ leads: { before: 1, after: 0 }, applications: { before: 1, after: 0 }, outbox: { before: 2, after: 0 } });
  });
});
