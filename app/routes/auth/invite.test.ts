/**
 * /admin/login/invite?token=… (issue 17): opening an owner's invitation link signs nobody in; its
 * one POST signs the invited member in once and records it; a used, forged or tampered link is
 * refused with the page's message.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff } from '~/server/db/schema.server';
import { countSessionsOfEmail } from '~/server/platform/session.server';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { formPost, pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { callAdmin, cookieHeader, invitationToken, useStaffSession } from '../../../tests/support/staff-sessions';
import { action } from '../admin/staff/index';
import { action as inviteAction, loader as inviteLoader } from './invite';

type InviteLoader = Parameters<typeof inviteLoader>[0];
type InviteAction = Parameters<typeof inviteAction>[0];

let ip = 0;
const clientIp = () => `203.0.113.${++ip}`;

describe.each(testDatabaseKinds())('/admin/login/invite (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  async function staffRow(email: string) {
    const [row] = await db().select().from(staff).where(eq(staff.email, email));
    return row;
  }

  it('the invitation link: opening it signs nobody in; its POST signs in once and records the sign-in', async () => {
    const email = `recruiter-${kind}@corvane.example`;
    await callAdmin(action, { path: '/admin/staff', cookie: session(), form: { intent: 'invite', email, role: 'recruiter' } });
    const token = await invitationToken(db(), email);

    const page = await resultOf(inviteLoader(routeArgs<InviteLoader>(pageRequest(`/admin/login/invite?token=${encodeURIComponent(token)}`))));
    expect(dataOf(page)).toEqual({ valid: true, token, email });
    expect(await countSessionsOfEmail(email)).toBe(0);

    const first = await resultOf(inviteAction(routeArgs<InviteAction>(formPost('/admin/login/invite', { token }), {}, clientIp())));
    expect(dataOf(first)).toEqual({ ok: true, redirectTo: '/admin' });
    expect(cookieHeader(first.headers)).toContain('better-auth.session_token=');
    expect(await countSessionsOfEmail(email)).toBe(1);
    expect((await staffRow(email))!.last_sign_in_at).toBeInstanceOf(Date);

    const again = await resultOf(inviteAction(routeArgs<InviteAction>(formPost('/admin/login/invite', { token }), {}, clientIp())));
    expect(again.status).toBe(400);
    expect(dataOf(again)).toEqual({ ok: false, error: 'This invitation link is invalid, expired or already used. Please sign in with your email address.' });
    expect(await countSessionsOfEmail(email)).toBe(1);
    const reopened = await resultOf(inviteLoader(routeArgs<InviteLoader>(pageRequest(`/admin/login/invite?token=${encodeURIComponent(token)}`))));
    expect(dataOf(reopened)).toEqual({ valid: false });
  });

  it('a forged or tampered link signs nobody in', async () => {
    const email = `sales-${kind}@corvane.example`;
    await callAdmin(action, { path: '/admin/staff', cookie: session(), form: { intent: 'invite', email, role: 'sales' } });
    const token = await invitationToken(db(), email);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, 'not-a-token', '']) {
      const answer = await resultOf(inviteAction(routeArgs<InviteAction>(formPost('/admin/login/invite', { token: bad }), {}, clientIp())));
      expect(answer.status).toBe(400);
    }
    expect(await countSessionsOfEmail(email)).toBe(0);
  });

});
