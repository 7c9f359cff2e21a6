/**
 * /admin/login/invite?token=… — the link in an owner's invitation e-mail (issue 17): valid 7 days,
 * used once. Opening it does not use it (mail scanners open links): the page asks for one click,
 * and that POST signs in, as /admin/login/verify does (ADR 010, ADR 080).
 */
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { SignInLayout, SignInMessage, SignInSuccess } from '~/components/admin/sign-in';
import { Button } from '~/components/ui/button';
import { signInCopy } from '~/content/admin/common';
import { staffInvitePageCopy as c } from '~/content/admin/staff';
import { pageMeta } from '~/domain/seo';
import { readStaffSession, signInWithInvite } from '~/server/platform/auth.server';
import { pendingInviteEmail } from '~/server/entities/staff-admin.server';
import { requestInfo } from '~/server/platform/request-state.server';
import type { Route } from './+types/invite';
import { readFormFields } from '~/server/platform/uploads.server';

const MAX_TOKEN_LENGTH = 200;

export async function loader({ request }: Route.LoaderArgs) {
  const { staff, headers } = await readStaffSession(request);
  if (staff) throw redirect('/admin', { headers });
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const email = token.length > 0 && token.length <= MAX_TOKEN_LENGTH ? await pendingInviteEmail(token) : null;
  return data(email ? { valid: true as const, token, email } : { valid: false as const }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  // Not a form (text/plain, JSON, broken multipart): the same answer as a bad invitation.
  const form = await readFormFields(request, { whenUnreadable: () => undefined });
  if (!form) return data({ ok: false as const, error: c.invalid }, { status: 400 });
  const token = String(form.get('token') ?? '').slice(0, MAX_TOKEN_LENGTH);
  const result = await signInWithInvite(token, requestInfo(context).clientIp);
  if (!result.ok) {
    const error = result.error === signInCopy.tooManyAttempts ? result.error : c.invalid;
    return data({ ok: false as const, error }, { status: 400 });
  }
  return data({ ok: true as const, redirectTo: result.redirectTo }, { headers: result.headers });
}

export default function Invite() {
  const invite = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';

  if (result?.ok) return <SignInSuccess redirectTo={result.redirectTo} />;

  if (!invite.valid || result) {
    return (
      <SignInLayout title={c.title}>
        <SignInMessage kind="error">{result && !result.ok ? result.error : c.invalid}</SignInMessage>
        <p className="mt-6 text-center text-sm">
          <Link to="/admin/login" className="text-brand-700 underline hover:no-underline">
            {c.startAgain}
          </Link>
        </p>
      </SignInLayout>
    );
  }

  return (
    <SignInLayout title={c.title}>
      <p className="mt-2 text-sm text-slate-700">{c.text}</p>
      <p className="mt-2 text-sm text-slate-700">
        {signInCopy.emailLabel}: <strong className="break-all">{invite.email}</strong>
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={invite.token} />
        <Button type="submit" className="w-full" disabled={busy} autoFocus>
          {busy ? c.working : c.button}
        </Button>
      </Form>
    </SignInLayout>
  );
}

export function meta() {
  return pageMeta({ title: c.title, description: c.text, path: '/admin/login/invite', noindex: true });
}

export function headers() {
  // The page holds a sign-in token: never cached, never sent on as a referrer.
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
}
