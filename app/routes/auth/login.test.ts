/**
 * /admin/login: the two steps of product §2 "Admin sign-in" through the route's loader and action —
 * the e-mail step sends a code, the code step signs in with a session cookie, a signed-in visitor
 * is sent on, and the redirect target stays on this site.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { formPost, pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { configureTestAuth, cookieHeader } from '../../../tests/support/staff-sessions';
import { session } from '~/server/db/schema.server';
import { addStaff } from '~/server/entities/staff.server';
import type * as MailModule from '~/server/platform/mail.server';
import type { MailMessage } from '~/server/platform/mail.server';
import { action, loader } from './login';

const sent = vi.hoisted(() => [] as MailMessage[]);
vi.mock('~/server/platform/mail.server', async (importOriginal) => ({
  ...(await importOriginal<typeof MailModule>()),
  sendMail: vi.fn(async (message: MailMessage) => {
    sent.push(message);
  }),
}));

type LoginAnswer = { step: string; email?: string; message?: string; error?: string; redirectTo?: string };
type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

let ipCounter = 0;
const clientIp = () => `192.0.2.${++ipCounter}`;
const post = async (fields: Record<string, string>) => resultOf(action(routeArgs<ActionArgs>(formPost('/admin/login', fields), {}, clientIp())));
const codeSentTo = (email: string) => sent.filter((mail) => mail.to === email).at(-1)?.text.match(/\b(\d{6})\b/)?.[1];

describe.each(testDatabaseKinds())('/admin/login (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const staffEmail = `staff-${kind}@corvane.example`;
  beforeAll(async () => {
    configureTestAuth();
    await addStaff(staffEmail, 'test');
  });
  beforeEach(() => {
    sent.length = 0;
  });

  it('shows step 1 to a visitor with no session, keeping a same-site redirect and dropping another site', async () => {
    const page = await resultOf(loader(routeArgs<LoaderArgs>(pageRequest('/admin/login?redirect=%2Fadmin%2Fleads'))));
    expect(page.status).toBe(200);
    expect(dataOf<{ target: string }>(page).target).toBe('/admin/leads');
    const offsite = await resultOf(loader(routeArgs<LoaderArgs>(pageRequest('/admin/login?redirect=https%3A%2F%2Fevil.example%2F'))));
    expect(dataOf<{ target: string }>(offsite).target).toBe('/admin');
  });

  it('step 1 sends a code to a staff address and answers the product\'s message; a bad address is refused', async () => {
    const result = await post({ email: staffEmail, redirect: '/admin' });
    expect(result.status).toBe(200);
    expect(dataOf<LoginAnswer>(result)).toEqual({
      step: 'code',
      email: staffEmail,
      message: 'Magic link sent to your email. Please check your inbox and click the link to log in.',
    });
    expect(codeSentTo(staffEmail)).toMatch(/^\d{6}$/);

    const invalid = await post({ email: 'not an address' });
    expect(invalid.status).toBe(400);
    expect(dataOf<LoginAnswer>(invalid)).toMatchObject({ step: 'email', error: 'Please enter a valid email address.' });
  });

  it('step 2 with the e-mailed code signs in: a session row, its cookie, and the redirect; the loader then sends the visitor on', async () => {
    await post({ email: staffEmail, redirect: '/admin/news' });
    const code = codeSentTo(staffEmail)!;
    const wrong = await post({ intent: 'verify', email: staffEmail, code: code === '000000' ? '111111' : '000000', redirect: '/admin/news' });
    expect(wrong.status).toBe(400);
    expect(dataOf<LoginAnswer>(wrong)).toMatchObject({ step: 'code', email: staffEmail });

    const before = (await db().select().from(session)).length;
    const done = await post({ intent: 'verify', email: staffEmail, code, redirect: '/admin/news' });
    expect(done.status).toBe(200);
    expect(dataOf<LoginAnswer>(done)).toEqual({ step: 'done', redirectTo: '/admin/news' });
    const cookie = cookieHeader(done.headers);
    expect(cookie).toContain('better-auth.session_token=');
    expect((await db().select().from(session)).length).toBe(before + 1);

    const again = await resultOf(loader(routeArgs<LoaderArgs>(pageRequest('/admin/login?redirect=%2Fadmin%2Fteams', { cookie }))));
    expect(again.status).toBe(302);
    expect(again.location).toBe('/admin/teams');
  });

  it('a short code is refused before it is checked, and Back returns to step 1', async () => {
    const short = await post({ intent: 'verify', email: staffEmail, code: '12' });
    expect(short.status).toBe(400);
    expect(dataOf<LoginAnswer>(short)).toMatchObject({ step: 'code', error: 'Please enter the 6-digit code from the email.' });
    expect(dataOf<LoginAnswer>(await post({ intent: 'back', email: staffEmail }))).toEqual({ step: 'email', email: staffEmail });
  });

  it('the code step sends a new code on request: the old code stops working, the new one signs in (issue 21)', async () => {
    await post({ email: staffEmail, redirect: '/admin' });
    const oldCode = codeSentTo(staffEmail)!;
    const resent = await post({ intent: 'resend', email: staffEmail, redirect: '/admin' });
    expect(dataOf<LoginAnswer>(resent)).toEqual({
      step: 'code',
      email: staffEmail,
      message: 'A new code and link are on their way. Codes and links from earlier e-mails no longer work.',
    });
    const newCode = codeSentTo(staffEmail)!;
    expect(sent.filter((mail) => mail.to === staffEmail)).toHaveLength(2);
    if (oldCode !== newCode) {
      const stale = await post({ intent: 'verify', email: staffEmail, code: oldCode, redirect: '/admin' });
      expect(dataOf<LoginAnswer>(stale).error).toBe(
        'That code is not correct. Check the 6-digit code in the latest e-mail and try again. After 3 wrong tries the code stops working.',
      );
    }
    const done = await post({ intent: 'verify', email: staffEmail, code: newCode, redirect: '/admin' });
    expect(dataOf<LoginAnswer>(done)).toEqual({ step: 'done', redirectTo: '/admin' });
  });
});
