/**
 * /admin/login/verify?token=…&redirect=… — the link in the sign-in e-mail. Opening it does not
 * use it (mail scanners open links): the page asks for one click, and that POST signs in
 * (ADR 010). A bad, used or expired link shows the product's 'Invalid magic link' message.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { SignInLayout, SignInMessage, SignInSuccess } from '~/components/admin/sign-in';
import { Button } from '~/components/ui/button';
import { signInCopy } from '~/content/admin/common';
import { pageMeta } from '~/domain/seo';
import { loginPath, safeRedirectPath } from '~/domain/sign-in';
import { peekSignInLink, readStaffSession, signInWithLink } from '~/server/platform/auth.server';
import { requestInfo } from '~/server/platform/request-state.server';
import type { Route } from './+types/verify';
import { readFormFields } from '~/server/platform/uploads.server';

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = safeRedirectPath(url.searchParams.get('redirect'));
  const { staff, headers } = await readStaffSession(request);
  if (staff) throw redirect(target, { headers });
  const token = url.searchParams.get('token') ?? '';
  const email = token.length > 0 && token.length <= 200 ? await peekSignInLink(token) : null;
  return data(email ? { valid: true as const, token, email, target } : { valid: false as const, target }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  // Not a form (text/plain, JSON, broken multipart): the same answer as a bad link.
  const form = await readFormFields(request, { whenUnreadable: () => undefined });
  if (!form) return data({ ok: false as const, error: signInCopy.invalidLink }, { status: 400 });
  const token = String(form.get('token') ?? '').slice(0, 200);
  const result = await signInWithLink(token, String(form.get('redirect') ?? ''), requestInfo(context).clientIp);
  if (!result.ok) return data({ ok: false as const, error: result.error }, { status: 400 });
  return data({ ok: true as const, redirectTo: result.redirectTo }, { headers: result.headers });
}

export default function Verify() {
  const link = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';

  if (result?.ok) return <SignInSuccess redirectTo={result.redirectTo} />;

  if (!link.valid || result) {
    return (
      <SignInLayout>
        <SignInMessage kind="error">{result && !result.ok ? result.error : signInCopy.invalidLink}</SignInMessage>
        <p className="mt-6 text-center text-sm">
          <Link to={loginPath(link.target)} className="text-brand-700 underline hover:no-underline">
            {signInCopy.startAgain}
          </Link>
        </p>
      </SignInLayout>
    );
  }

  return (
    <SignInLayout title={signInCopy.confirmTitle}>
      <p className="mt-2 text-sm text-slate-700">{signInCopy.confirmText}</p>
      <p className="mt-2 text-sm text-slate-700">
        {signInCopy.emailLabel}: <strong className="break-all">{link.email}</strong>
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={link.token} />
        <input type="hidden" name="redirect" value={link.target} />
        <Button type="submit" className="w-full" disabled={busy} autoFocus>
          {busy ? signInCopy.verifying : signInCopy.confirmButton}
        </Button>
      </Form>
    </SignInLayout>
  );
}

export function meta() {
  return pageMeta({ title: signInCopy.title, description: signInCopy.confirmText, path: '/admin/login/verify', noindex: true });
}

export function headers() {
  // The page holds a sign-in token: never cached, never sent on as a referrer.
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
}
