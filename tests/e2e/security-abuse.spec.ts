/**
 * Abuse, against the production server of the security suites (embedded database; the same limits
 * across two instances on one PostgreSQL are in tests/e2e/resilience.spec.ts):
 * - guessing sign-in codes: each code dies after 3 wrong tries, an address gets at most 5 codes an
 *   hour whoever asks, so at most 15 guesses an hour reach one address — from any number of IPs;
 * - one IP gets 30 code or link tries an hour (any addresses) and 20 sign-in e-mail requests;
 * - a form flood from one IP stops at FORM_RATE_LIMIT_PER_10_MIN (5 here) and stores nothing more.
 * The server trusts X-Forwarded-For (TRUST_PROXY=true), so one test speaks as many addresses.
 */
import { cookiesFrom, formToken, postForm, requestCode, verifyCode, waitForCode } from '../support/app-process';
import { expect, test } from './fixtures';
import { freshIp, GUESS_TARGETS, SECURITY_FORM_LIMIT } from '../support/security-server';

test.describe.configure({ mode: 'serial' });

const TOO_MANY_REQUESTS = 'You have asked for the most sign-in e-mails we send in an hour. Use the code or the link in the latest e-mail you received, or try again in an hour.';
const TOO_MANY_ATTEMPTS = 'There have been too many sign-in attempts from this network. Please wait an hour, then try again.';

/** A six-digit code that is not `code`. */
const wrongCode = (code: string, n: number) => String((Number(code) + 1 + n * 7919) % 1_000_000).padStart(6, '0');
const signedIn = (response: Response) => /better-auth\.session_token=[^;]/.test(cookiesFrom(response));

test('code guessing: 3 tries per code and 5 codes an hour per address, from any number of IPs', async ({ security }) => {
  const base = security.app.url;
  const target = GUESS_TARGETS[0];
  let guesses = 0;
  for (let round = 0; round < 5; round++) {
    const seen = security.capture.mails().length;
    const asked = await requestCode(base, target, { ip: freshIp() });
    expect(asked.status, `request ${round + 1}`).toBe(200);
    const code = await waitForCode(security.capture, target, seen);
    for (let n = 0; n < 3; n++) {
      const guess = await verifyCode(base, target, wrongCode(code, n), { ip: freshIp() });
      guesses++;
      expect(guess.status).toBe(400);
      expect(signedIn(guess)).toBe(false);
    }
    // After three wrong tries even the right code is refused: that code is dead.
    const late = await verifyCode(base, target, code, { ip: freshIp() });
    expect(late.status).toBe(400);
    expect(signedIn(late)).toBe(false);
  }
  // A sixth code is refused, whichever IP asks, and no e-mail goes out.
  const mails = security.capture.mails().length;
  for (let k = 0; k < 3; k++) {
    const refused = await requestCode(base, target, { ip: freshIp() });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(TOO_MANY_REQUESTS);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(security.capture.mails().length).toBe(mails);
  console.log(`OTP per address: ${guesses} wrong guesses over 5 fresh codes, then codes refused (at most 15 guesses an hour: 15 in 10^6)`);
});

test('one IP: 30 code tries an hour across addresses, then even a right code is refused there', async ({ security }) => {
  const base = security.app.url;
  const target = GUESS_TARGETS[1];
  const attacker = freshIp();
  const seen = security.capture.mails().length;
  expect((await requestCode(base, target, { ip: freshIp() })).status).toBe(200);
  const code = await waitForCode(security.capture, target, seen);
  // 30 wrong tries from one address, spread over staff and non-staff addresses.
  for (let n = 0; n < 30; n++) {
    const email = n % 2 === 0 ? GUESS_TARGETS[2] : `nobody${n}@elsewhere.example`;
    const guess = await verifyCode(base, email, wrongCode(code, n), { ip: attacker });
    expect(guess.status).toBe(400);
    expect(await guess.text(), `try ${n + 1}`).not.toContain(TOO_MANY_ATTEMPTS);
  }
  const blocked = await verifyCode(base, target, code, { ip: attacker });
  expect(blocked.status).toBe(400);
  expect(await blocked.text()).toContain(TOO_MANY_ATTEMPTS);
  expect(signedIn(blocked)).toBe(false);
  // The same right code from another address signs in: the limit is per IP, the code untouched.
  const elsewhere = await verifyCode(base, target, code, { ip: freshIp() });
  expect(signedIn(elsewhere)).toBe(true);
  console.log('OTP per IP: 30 tries answered, the 31st refused (even with the right code)');
});

test('one IP: 20 sign-in e-mail requests an hour, for any addresses', async ({ security }) => {
  const base = security.app.url;
  const ip = freshIp();
  for (let n = 0; n < 20; n++) {
    const asked = await requestCode(base, `someone${n}@elsewhere.example`, { ip });
    expect(asked.status, `request ${n + 1}`).toBe(200);
  }
  const refused = await requestCode(base, GUESS_TARGETS[2], { ip });
  expect(refused.status).toBe(429);
  expect(await refused.text()).toContain(TOO_MANY_REQUESTS);
  expect((await requestCode(base, 'someone@elsewhere.example', { ip: freshIp() })).status).toBe(200);
});

test('a form flood from one IP is throttled and stores nothing over the limit', async ({ security }) => {
  const base = security.app.url;
  const token = await formToken(base);
  const ip = freshIp();
  const run = Date.now().toString(36);
  const answers: number[] = [];
  for (let n = 0; n < 15; n++) {
    const path = ['/contact-us', '/?index', '/generative-ai'][n % 3]!;
    const form = ['contact', 'quote', 'lead_modal'][n % 3]!;
    const response = await postForm(
      base,
      path,
      { form, form_token: token, first_name: 'Flood', last_name: `N${n}`, email: `flood-${run}-${n}@example.com`, message: 'Hello' },
      { ip },
    );
    answers.push(response.status);
    if (response.status === 429) expect(await response.text()).toContain('Too Many Submissions');
  }
  expect(answers.filter((s) => s === 200)).toHaveLength(SECURITY_FORM_LIMIT);
  expect(answers.slice(SECURITY_FORM_LIMIT).every((s) => s === 429)).toBe(true);
  const list = await (await fetch(`${base}/admin/leads?q=${encodeURIComponent(`flood-${run}-`)}`, { headers: { cookie: security.staffCookie } })).text();
  expect(list.match(/data-testid="leads-total"[^>]*>(\d+)/)?.[1]).toBe(String(SECURITY_FORM_LIMIT));
  // Another address is not affected.
  const other = await postForm(base, '/contact-us', { form: 'contact', form_token: token, message: 'Hi' }, { ip: freshIp() });
  expect(await other.text()).toContain('Message Sent!');
  console.log(`form flood: 15 posts from one IP, ${SECURITY_FORM_LIMIT} accepted and stored, ${15 - SECURITY_FORM_LIMIT} refused with 429`);
});
