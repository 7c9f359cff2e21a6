/**
 * /admin/login/verify: opening the e-mailed link does not use it (mail scanners open links); the
 * page's one POST signs in once; a used or unknown link shows the product's 'Invalid magic link' text.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { formPost, pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { configureTestAuth, cookieHeader } from '../../../tests/support/staff-sessions';
import { session } from '~/server/db/schema.server';
import { addStaff } from '~/server/entities/staff.server';
import { requestSignIn } from '~/server/platform/auth.server';
import type * as MailModule from '~/server/platform/mail.server';
import type { MailMessage } from '~/server/platform/mail.server';
import { action, loader } from './verify';

const sent = vi.hoisted(() => [] as MailMessage[]);
vi.mock('~/server/platform/mail.server', async (importOriginal) => ({
  ...(await importOriginal<typeof MailModule>()),
  sendMail: vi.fn(async (message: MailMessage) => {
    sent.push(message);
  }),
}));

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
type VerifyPage = { valid: boolean; token?: string; email?: string; target: string };
type VerifyAnswer = { ok: boolean; error?: string; redirectTo?: string };

let ipCounter = 0;
const clientIp = () => `192.0.2.${100 + ++ipCounter}`;

/** Asks for a sign-in e-mail and returns the link's token (the mail is captured, not sent). */
async function emailedToken(email: string, redirect: string): Promise<string> {
  const asked = await requestSignIn(email, redirect, clientIp());
  if (!asked.ok) throw new Error(asked.error);
  const link = sent.filter((mail) => mail.to === email).at(-1)?.text.match(/https?:\/\/\S+\/admin\/login\/verify\?\S+/)?.[0];
  if (!link) throw new Error('no sign-in link was e-mailed');
  return new URL(link).searchParams.get('token')!;
}

describe.each(testDatabaseKinds())('/admin/login/verify (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const staffEmail = `verify-${kind}@corvane.example`;
  beforeAll(async () => {
    configureTestAuth();
    await addStaff(staffEmail, 'test');
  });
  beforeEach(() => {
    sent.length = 0;
  });

  it('opening the link shows whose it is and signs nobody in', async () => {
    const token = await emailedToken(staffEmail, '/admin/jobs');
    const before = (await db().select().from(session)).length;
    const page = await resultOf(loader(routeArgs<LoaderArgs>(pageRequest(`/admin/login/verify?token=${token}&redirect=%2Fadmin%2Fjobs`))));
    expect(page.status).toBe(200);
    expect(dataOf<VerifyPage>(page)).toEqual({ valid: true, token, email: staffEmail, target: '/admin/jobs' });
    expect((await db().select().from(session)).length).toBe(before);
  });

  it('the POST signs in once with a session cookie; the same link a second time is refused with the product\'s text', async () => {
    const token = await emailedToken(staffEmail, '/admin/jobs');
    const before = (await db().select().from(session)).length;
    const first = await resultOf(action(routeArgs<ActionArgs>(formPost('/admin/login/verify', { token, redirect: '/admin/jobs' }), {}, clientIp())));
    expect(first.status).toBe(200);
    expect(dataOf<VerifyAnswer>(first)).toEqual({ ok: true, redirectTo: '/admin/jobs' });
    expect(cookieHeader(first.headers)).toContain('better-auth.session_token=');
    expect((await db().select().from(session)).length).toBe(before + 1);

    const second = await resultOf(action(routeArgs<ActionArgs>(formPost('/admin/login/verify', { token, redirect: '/admin/jobs' }), {}, clientIp())));
    expect(second.status).toBe(400);
    expect(dataOf<VerifyAnswer>(second)).toEqual({ ok: false, error: 'Invalid magic link. Please try logging in again.' });
    expect((await db().select().from(session)).length).toBe(before + 1);
  });

  it('an unknown token is an invalid link, on the page and on the POST', async () => {
    const page = await resultOf(loader(routeArgs<LoaderArgs>(pageRequest('/admin/login/verify?token=not-a-real-token'))));
    expect(dataOf<VerifyPage>(page)).toEqual({ valid: false, target: '/admin' });
    const post = await resultOf(action(routeArgs<ActionArgs>(formPost('/admin/login/verify', { token: 'not-a-real-token' }), {}, clientIp())));
    expect(post.status).toBe(400);
    expect(dataOf<VerifyAnswer>(post).error).toBe('Invalid magic link. Please try logging in again.');
  });
});
