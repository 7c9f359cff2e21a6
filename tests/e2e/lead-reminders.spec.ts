/**
 * Response-time reminders exactly once across instances (issue 46, ADR 360 §4): two production
 * server processes (A and B) on one fresh PostgreSQL database, both scanning for due reminders
 * every second (REMINDER_SCAN_SECONDS=1, so their scans overlap again and again), both running
 * the outbox worker, mail to a real SMTP capture.
 *
 * Dubai's owners: Layla and Omar present, Priya away. Unanswered leads are assigned to Layla or
 * Omar (the rows assignLead writes), one lead is answered in time. The server has no test-only
 * clock, so the test moves each step's stored due time into the past (as if the office's target
 * had passed in business hours) instead of moving the clock. Then exactly one reminder per
 * unanswered lead arrives (the captured e-mails and the outbox rows), none for the answered one;
 * then the escalation likewise once, to the other owner present and never to Priya.
 *
 * Last, the dashboard's calls (ADR 360 §5) in a browser without JavaScript at 390 px: an owner's
 * upcoming call in their zone, an ended one marked held with a plain POST, axe clean.
 *
 * The server is TEST_DATABASE_URL (CI sets it), else the local default
 * postgres://postgres@127.0.0.1:5432/postgres; the suite is skipped only when neither answers.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { postgresUnavailable, queryOnce as query, scratchDatabase, type ScratchDatabase } from '../support/postgres-query';
import { signInOverHttp, startApp, waitFor, type AppProcess } from '../support/app-process';
import { startCapture, type Capture } from '../support/capture-inline';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
/** Unanswered leads per owner: enough that both instances' scans meet the same due rows. */
const LEADS_PER_OWNER = 4;
const WAIT_MS = 30_000;
const OWNER = `calls-owner-${run}@corvane.example`;

let database: ScratchDatabase | undefined;
let databaseUrl = '';
let capture: Capture | undefined;
let a: AppProcess | undefined;
let b: AppProcess | undefined;

const people = {
  layla: { email: `layla-${run}@corvane.example`, id: '' },
  omar: { email: `omar-${run}@corvane.example`, id: '' },
  priya: { email: `priya-${run}@corvane.example`, id: '' },
};
interface Lead {
  id: string;
  name: string;
  owner: 'layla' | 'omar';
}
const unanswered: Lead[] = [];
let answeredId = '';

/** A literal for the test's own SQL (values are the test's own, quoted anyway). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await scratchDatabase('reminders');
  if (!database) return test.skip(true, `${await postgresUnavailable()}: the two-instance suite needs one`);
  databaseUrl = database.url;
  capture = await startCapture();
  // LOG_LEVEL info: each instance logs how many reminder rows its scans stored (counts only).
  const env = { ...capture.env, DATABASE_URL: databaseUrl, REMINDER_SCAN_SECONDS: '1', LOG_LEVEL: 'info', ADMIN_EMAILS: OWNER };
  // A first: it migrates and seeds the empty database; B then finds both done.
  a = await startApp(env);
  b = await startApp(env);

  // The first start seeded the demo owners (app/server/seed/offices.server.ts): Dubai's owners
  // here are this test's three people only, so who is reminded and escalated to is theirs to say.
  await query(databaseUrl, `delete from office_owners`);
  for (const [position, name] of (['layla', 'omar', 'priya'] as const).entries()) {
    const [row] = await query<{ id: string }>(databaseUrl, `insert into staff (email, role, added_by) values (${literal(people[name].email)}, 'sales', 'test') returning id`);
    people[name].id = row!.id;
    await query(
      databaseUrl,
      `insert into office_owners (office_key, staff_id, display_name, position, away) values ('dubai', '${row!.id}', ${literal(name)}, ${position}, ${name === 'priya'})`,
    );
  }

  // The leads as the quote form and assignLead store them: the lead, then its current assignment
  // with due times still ahead (the office's two business hours, then two more).
  const insertLead = async (name: string, owner: 'layla' | 'omar', answered: boolean) => {
    const [lead] = await query<{ id: string }>(
      databaseUrl,
      `insert into contact_leads (first_name, last_name, email, message, form, country, first_response_at)
       values (${literal(name)}, 'Reminder', ${literal(`${name.toLowerCase()}-${run}@example.com`)}, 'We need a security review.', 'quote', 'AE', ${answered ? 'now()' : 'null'})
       returning id`,
    );
    await query(
      databaseUrl,
      `insert into lead_assignments (lead_id, office_key, owner_staff_id, rule_number, explanation, rules_version, remind_due_at, escalate_due_at)
       values ('${lead!.id}', 'dubai', '${people[owner].id}', 1, ${literal(`Assigned to Dubai / ${owner}: rule 1, country = AE`)}, 1, now() + interval '2 hours', now() + interval '4 hours')`,
    );
    return lead!.id;
  };
  for (let i = 0; i < LEADS_PER_OWNER; i++) {
    for (const owner of ['layla', 'omar'] as const) {
      const name = `Visitor${owner[0]!.toUpperCase()}${i}`;
      unanswered.push({ id: await insertLead(name, owner, false), name: `${name} Reminder`, owner });
    }
  }
  answeredId = await insertLead('Answered', 'layla', true);
});

test.afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await capture?.close();
  await database?.drop();
});

/** The captured e-mails whose subject starts with `prefix`, their text with plain line ends (SMTP sends CRLF). */
function mailsAbout(prefix: string) {
  return capture!
    .mails()
    .filter((mail) => mail.subject.startsWith(prefix))
    .map((mail) => ({ ...mail, text: mail.text.replaceAll('\r\n', '\n') }));
}

/** Outbox rows per lead and topic, with their status. */
async function outboxRows(topic: string) {
  return query<{ record_id: string; to: string; status: string; dedupe_key: string; channel: string }>(
    databaseUrl,
    `select record_id, payload->>'to' as "to", status, dedupe_key, channel from outbox where topic = ${literal(topic)} order by dedupe_key`,
  );
}

/** The reminder rows an instance's scans stored, from its log lines ('lead reminders queued'). */
function queuedBy(app: AppProcess): number {
  let total = 0;
  for (const line of app.output().split('\n')) {
    if (!line.includes('lead reminders queued')) continue;
    total += Number((JSON.parse(line) as { queued?: number }).queued ?? 0);
  }
  return total;
}

/** The lead's link as either instance writes it (each has its own PUBLIC_URL). */
const leadLinkPattern = (leadId: string) => new RegExp(`(${a!.url}|${b!.url})/admin/leads\\?lead=${leadId}`);

test('once the target has passed, each unanswered lead’s owner gets exactly one reminder across both instances; the answered lead none', async () => {
  test.setTimeout(90_000);
  await query(databaseUrl, `update lead_assignments set remind_due_at = now() - interval '1 minute'`);

  await waitFor(async () => mailsAbout('Reminder: ').length >= unanswered.length, WAIT_MS, 'the owners’ reminders');
  await waitFor(
    async () => (await query<{ n: string }>(databaseUrl, `select count(*) as n from outbox where status = 'sent' and topic = 'lead.reminder.remind-owner'`))[0]?.n === String(unanswered.length),
    WAIT_MS,
    'every reminder row sent',
  );

  const reminders = mailsAbout('Reminder: ');
  for (const lead of unanswered) {
    const mine = reminders.filter((mail) => mail.subject.startsWith(`Reminder: ${lead.name} is still waiting `));
    expect(mine, `reminders about ${lead.name}`).toHaveLength(1);
    expect(mine[0]!.to).toEqual([people[lead.owner].email]);
    expect(mine[0]!.text).toMatch(leadLinkPattern(lead.id));
    expect(mine[0]!.text).toContain(`Office: Dubai\nOwner: ${lead.owner}\n`);
  }
  expect(reminders.some((mail) => mail.subject.includes('Answered'))).toBe(false);
  expect(reminders).toHaveLength(unanswered.length);

  const rows = await outboxRows('lead.reminder.remind-owner');
  expect(rows.map((row) => row.record_id).sort()).toEqual(unanswered.map((lead) => lead.id).sort());
  const ownerIdOf = new Map(unanswered.map((lead) => [lead.id, people[lead.owner].id]));
  expect(rows.every((row) => row.status === 'sent' && row.channel === 'email' && row.dedupe_key === `lead-reminder:${row.record_id}:remind-owner:${ownerIdOf.get(row.record_id)}`)).toBe(true);
  // The firm's webhook feed is not where staff reminders go.
  expect(capture!.webhooks().some((hook) => hook.body.includes('Reminder: '))).toBe(false);
});

test('then the escalation, once, to the office’s other owner present — never to the owner away, nothing for the answered lead', async () => {
  test.setTimeout(90_000);
  await query(databaseUrl, `update lead_assignments set escalate_due_at = now() - interval '1 minute'`);

  await waitFor(async () => mailsAbout('Unanswered lead at Dubai: ').length >= unanswered.length, WAIT_MS, 'the escalations');
  // More scans on both instances after the last escalation arrived: one more lead reminded proves
  // at least one further full scan ran; nothing already sent may come again.
  const [late] = await query<{ id: string }>(
    databaseUrl,
    `insert into contact_leads (first_name, last_name, email, message, form) values ('Late', 'Probe', ${literal(`late-${run}@example.com`)}, 'Hello.', 'quote') returning id`,
  );
  await query(
    databaseUrl,
    `insert into lead_assignments (lead_id, office_key, owner_staff_id, explanation, remind_due_at) values ('${late!.id}', 'dubai', '${people.layla.id}', 'Assigned to Dubai / layla', now() - interval '1 minute')`,
  );
  await waitFor(async () => mailsAbout('Reminder: Late Probe ').length === 1, WAIT_MS, 'the late probe’s reminder');
  await waitFor(
    async () => (await query<{ n: string }>(databaseUrl, `select count(*) as n from outbox where status <> 'sent'`))[0]?.n === '0',
    WAIT_MS,
    'every outbox row sent',
  );

  const escalations = mailsAbout('Unanswered lead at Dubai: ');
  for (const lead of unanswered) {
    const mine = escalations.filter((mail) => mail.subject.startsWith(`Unanswered lead at Dubai: ${lead.name}, waiting `));
    const other = lead.owner === 'layla' ? 'omar' : 'layla';
    expect(mine, `escalations about ${lead.name}`).toHaveLength(1);
    expect(mine[0]!.to).toEqual([people[other].email]);
    expect(mine[0]!.text).toContain(`${lead.owner}, its owner, was reminded earlier.`);
    expect(mine[0]!.text).toMatch(leadLinkPattern(lead.id));
  }
  expect(escalations).toHaveLength(unanswered.length);
  expect(capture!.mails().filter((mail) => mail.to.includes(people.priya.email))).toEqual([]);
  expect(capture!.mails().some((mail) => mail.subject.includes('Answered Reminder'))).toBe(false);
  // Still one reminder each: the many scans since sent nothing twice.
  expect(mailsAbout('Reminder: ')).toHaveLength(unanswered.length + 1);

  const rows = await outboxRows('lead.reminder.escalate-office');
  expect(rows).toHaveLength(unanswered.length);
  // What the two instances say they stored adds up to the rows: an insert that met another's key stored nothing.
  const stored = { a: queuedBy(a!), b: queuedBy(b!) };
  test.info().annotations.push({ type: 'reminder rows stored by A / B', description: `${stored.a} / ${stored.b}` });
  console.log(`reminder rows stored by A: ${stored.a}, by B: ${stored.b}`);
  expect(stored.a + stored.b).toBe(2 * unanswered.length + 1);
  for (const row of rows) {
    const lead = unanswered.find((candidate) => candidate.id === row.record_id)!;
    const other = lead.owner === 'layla' ? 'omar' : 'layla';
    expect(row).toMatchObject({ to: people[other].email, status: 'sent', dedupe_key: `lead-reminder:${lead.id}:escalate-office:${people[other].id}` });
  }
  expect((await query<{ n: string }>(databaseUrl, `select count(*) as n from outbox where record_id = '${answeredId}'`))[0]?.n).toBe('0');
});

test('the dashboard without JavaScript: an owner’s upcoming call in their zone, an ended one marked held, axe clean at 390 px', async ({ browser }) => {
  const cookie = await signInOverHttp(a!.url, capture!, OWNER);
  const [owner] = await query<{ id: string }>(databaseUrl, `update staff set time_zone = 'Asia/Dubai', time_zone_chosen = true where email = ${literal(OWNER)} returning id`);
  const book = async (visitor: string, start: string) => {
    const [lead] = await query<{ id: string }>(
      databaseUrl,
      `insert into contact_leads (first_name, last_name, email, message, form) values (${literal(visitor.split(' ')[0]!)}, ${literal(visitor.split(' ')[1]!)}, ${literal(`${visitor.replace(' ', '.').toLowerCase()}-${run}@example.com`)}, 'A call, please.', 'booking') returning id`,
    );
    const [booking] = await query<{ id: string; slot_start: Date }>(
      databaseUrl,
      `insert into bookings (lead_id, office_key, owner_staff_id, slot_start, slot_end, visitor_name, visitor_email, visitor_time_zone, uid)
       values ('${lead!.id}', 'dubai', '${owner!.id}', ${start}, ${start} + interval '30 minutes', ${literal(visitor)}, 'visitor-${run}@example.com', 'Europe/London', 'call-${lead!.id}@corvane.example')
       returning id, slot_start`,
    );
    return { leadId: lead!.id, bookingId: booking!.id, start: new Date(booking!.slot_start) };
  };
  const upcoming = await book('Grace Hopper', `date_trunc('hour', now()) + interval '1 day'`);
  const ended = await book('Alan Turing', `date_trunc('hour', now()) - interval '2 hours'`);

  const signedIn = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: a!.url })));
    const opened = await context.newPage();
    await opened.goto(`${a!.url}/admin`);
    return opened;
  };
  // axe runs in the page, so with JavaScript; the same page is then read and used without it.
  const withScripts = await signedIn(true);
  await expect(withScripts.getByRole('heading', { name: 'Your upcoming calls' })).toBeVisible();
  const axe = await new AxeBuilder({ page: withScripts }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await withScripts.context().close();

  const page = await signedIn(false);
  const inDubai = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Dubai', timeZoneName: 'short' })
    .format(upcoming.start)
    .replace(/[\u202f\u00a0]/g, ' ');
  const row = page.getByTestId('upcoming-call');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(inDubai);
  await expect(row.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', `/admin/leads?lead=${upcoming.leadId}`);
  await expect(row).toContainText('Dubai');

  await page.getByRole('button', { name: 'Mark the call with Alan Turing held' }).click();
  await expect(page.getByText('Call marked held.')).toBeVisible();
  await expect(page.getByTestId('call-to-mark')).toHaveCount(0);
  const [after] = await query<{ booking: string; lead: string; answered: boolean }>(
    databaseUrl,
    `select b.status as booking, l.status as lead, l.first_response_at is not null as answered from bookings b join contact_leads l on l.id = b.lead_id where b.id = '${ended.bookingId}'`,
  );
  expect(after).toEqual({ booking: 'held', lead: 'contacted', answered: true });
  await page.context().close();
});
