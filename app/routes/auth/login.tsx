/**
 * /admin/login — product §2 "Admin sign-in". Step 1 asks for the e-mail, step 2 for the 6-digit
 * code. The step lives in the action's answer, so the page works without JavaScript.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { SignInSuccess, SignInLayout, SignInMessage } from '~/components/admin/sign-in';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { signInCopy } from '~/content/admin/common';
import { pageMeta } from '~/domain/seo';
import { safeRedirectPath, SIGN_IN_CODE_LENGTH, signInCodeSchema, signInEmailSchema } from '~/domain/sign-in';
import { readStaffSession, requestSignIn, signInWithCode } from '~/server/platform/auth.server';
import { requestInfo } from '~/server/platform/request-state.server';
import type { Route } from './+types/login';
import { readFormFields } from '~/server/platform/uploads.server';

export async function loader({ request }: Route.LoaderArgs) {
  const target = safeRedirectPath(new URL(request.url).searchParams.get('redirect'));
  const { staff, headers } = await readStaffSession(request);
  if (staff) throw redirect(target, { headers });
  return data({ target }, { headers });
}

type ActionResult =
  | { step: 'email'; email: string; error?: string }
  | { step: 'code'; email: string; message?: string; error?: string }
  | { step: 'done'; redirectTo: string };

const answer = (result: ActionResult, init?: ResponseInit) => data(result, init);

export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form (text/plain, JSON, broken multipart) reads as an empty form.
  const form = await readFormFields(request, { whenUnreadable: () => new FormData() });
  const target = safeRedirectPath(form.get('redirect'));
  const intent = form.get('intent');
  const typedEmail = String(form.get('email') ?? '').slice(0, 254);

  if (intent === 'back') return answer({ step: 'email', email: typedEmail });

  // 'Send a new code' on the code step: a new e-mail (same limits as the first), staying on the step.
  if (intent === 'resend') {
    const parsed = signInEmailSchema.safeParse({ email: form.get('email') });
    if (!parsed.success) return answer({ step: 'email', email: typedEmail, error: parsed.error.issues[0]!.message }, { status: 400 });
    const result = await requestSignIn(parsed.data.email, target, requestInfo(context).clientIp);
    if (!result.ok) return answer({ step: 'code', email: parsed.data.email, error: result.error }, { status: 429 });
    return answer({ step: 'code', email: result.email, message: signInCopy.resent });
  }

  if (intent === 'verify') {
    const parsed = signInCodeSchema.safeParse({ email: form.get('email'), code: form.get('code') });
    if (!parsed.success) {
      return answer({ step: 'code', email: typedEmail, error: parsed.error.issues[0]!.message }, { status: 400 });
    }
    const result = await signInWithCode(parsed.data.email, parsed.data.code, target, requestInfo(context).clientIp);
    if (!result.ok) return answer({ step: 'code', email: parsed.data.email, error: result.error }, { status: 400 });
    return answer({ step: 'done', redirectTo: result.redirectTo }, { headers: result.headers });
  }

  const parsed = signInEmailSchema.safeParse({ email: form.get('email') });
  if (!parsed.success) {
    return answer({ step: 'email', email: typedEmail, error: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const result = await requestSignIn(parsed.data.email, target, requestInfo(context).clientIp);
  if (!result.ok) return answer({ step: 'email', email: parsed.data.email, error: result.error }, { status: 429 });
  return answer({ step: 'code', email: result.email, message: signInCopy.linkSent });
}

export default function Login() {
  const { target } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';

  if (result?.step === 'done') return <SignInSuccess redirectTo={result.redirectTo} />;

  return (
    <SignInLayout>
      {result?.step === 'code' ? (
        <>
          {result.message ? <SignInMessage kind="success">{result.message}</SignInMessage> : null}
          {result.error ? <SignInMessage kind="error">{result.error}</SignInMessage> : null}
          <Form method="post" className="mt-6 space-y-4" key="code">
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="email" value={result.email} />
            <input type="hidden" name="redirect" value={target} />
            <p className="text-sm text-slate-700">
              {signInCopy.emailLabel}: <strong className="break-all">{result.email}</strong>
            </p>
            <TextField
              label={signInCopy.codeLabel}
              name="code"
              placeholder={signInCopy.codePlaceholder}
              maxLength={SIGN_IN_CODE_LENGTH}
              inputMode="numeric"
              pattern="[0-9]{6}"
              autoComplete="one-time-code"
              required
              autoFocus
              hint={signInCopy.codeHint}
            />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy && navigation.formData?.get('intent') === 'verify' ? signInCopy.verifying : signInCopy.verifyButton}
            </Button>
          </Form>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="email" value={result.email} />
            <input type="hidden" name="redirect" value={target} />
            <Button type="submit" variant="secondary" className="w-full" disabled={busy} aria-describedby="resend-hint">
              {busy && navigation.formData?.get('intent') === 'resend' ? signInCopy.resending : signInCopy.resendButton}
            </Button>
            <p id="resend-hint" className="mt-1 text-xs text-slate-600">
              {signInCopy.resendHint}
            </p>
          </Form>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="back" />
            <input type="hidden" name="email" value={result.email} />
            <input type="hidden" name="redirect" value={target} />
            <Button type="submit" variant="ghost" className="w-full" disabled={busy}>
              {signInCopy.backToEmail}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">{signInCopy.intro}</p>
          {result?.error ? <SignInMessage kind="error">{result.error}</SignInMessage> : null}
          <Form method="post" className="mt-6 space-y-4" key="email">
            <input type="hidden" name="intent" value="request" />
            <input type="hidden" name="redirect" value={target} />
            <TextField
              label={signInCopy.emailLabel}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={signInCopy.emailPlaceholder}
              defaultValue={result?.email ?? ''}
              maxLength={254}
              required
              autoFocus
            />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? signInCopy.sending : signInCopy.sendButton}
            </Button>
          </Form>
        </>
      )}
      <p className="mt-8 text-center text-sm">
        <Link to="/" className="text-brand-700 underline hover:no-underline">
          {signInCopy.backToWebsite}
        </Link>
      </p>
    </SignInLayout>
  );
}

export function meta() {
  return pageMeta({ title: signInCopy.title, description: signInCopy.intro, path: '/admin/login', noindex: true });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}
