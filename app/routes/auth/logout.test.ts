/** /admin/logout: a POST ends the session on the server and clears its cookie; a GET changes nothing. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { resultOf } from '../../../tests/support/route-results';
import { configureTestAuth, makeSessionCookie, SESSION_COOKIE, TEST_ORIGIN } from '../../../tests/support/staff-sessions';
import { requestContextFor } from '~/server/platform/request-state.server';
import { session } from '~/server/db/schema.server';
import { action, loader } from './logout';

type Args = Parameters<typeof action>[0];

describe.each(testDatabaseKinds())('/admin/logout (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => {
    configureTestAuth();
  });

  it('a GET goes back to the back office and leaves the session alone', async () => {
    const { sessionId } = await makeSessionCookie(db(), 'staff@corvane.example');
    const answer = await resultOf(loader());
    expect([answer.status, answer.location]).toEqual([302, '/admin']);
    expect(await db().select().from(session).where(eq(session.id, sessionId))).toHaveLength(1);
  });

  it('a POST deletes the session and clears the cookie, then goes to sign-in', async () => {
    const { cookie, sessionId } = await makeSessionCookie(db(), 'staff@corvane.example');
    const request = new Request(`${TEST_ORIGIN}/admin/logout`, { method: 'POST', headers: { cookie, origin: TEST_ORIGIN } });
    const answer = await resultOf(action({ request, params: {}, context: requestContextFor({ nonce: '', clientIp: '198.51.100.9', requestId: 'test' }) } as unknown as Args));
    expect([answer.status, answer.location]).toEqual([302, '/admin/login']);
    expect(answer.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=;`) || (line.startsWith(`${SESSION_COOKIE}=`) && /Max-Age=0/i.test(line)))).toBe(true);
    expect(await db().select().from(session).where(eq(session.id, sessionId))).toEqual([]);
  });
});
