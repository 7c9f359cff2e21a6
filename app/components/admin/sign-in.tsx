import { useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import { signInCopy } from '~/content/admin/common';

/** The sign-in pages' frame: a centred card with the page heading. */
export function SignInLayout({ children, title = signInCopy.title }: { children: ReactNode; title?: string }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** A sign-in message: success in green (announced politely), an error in red (announced at once). */
export function SignInMessage({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return kind === 'error' ? (
    <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
      {children}
    </p>
  ) : (
    <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800">
      {children}
    </p>
  );
}

const noSubscription = () => () => {};

/**
 * 'Login successful! Redirecting...'. With JavaScript the route's loader, revalidated after the
 * action, redirects at once (the cookie is now set). Without it, a refresh tag takes the visitor
 * on; it is left out once hydrated so it cannot reload a page that has already moved on.
 */
export function SignInSuccess({ redirectTo }: { redirectTo: string }) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <SignInLayout>
      {hydrated ? null : <meta httpEquiv="refresh" content={`1;url=${redirectTo}`} />}
      <SignInMessage kind="success">{signInCopy.success}</SignInMessage>
      <p className="mt-6 text-center text-sm">
        <Link to={redirectTo} className="text-brand-700 underline hover:no-underline">
          {signInCopy.continueLink}
        </Link>
      </p>
    </SignInLayout>
  );
}
