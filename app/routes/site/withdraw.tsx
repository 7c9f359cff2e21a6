/**
 * /applications/withdraw?token=… — where a candidate's e-mailed withdraw link lands (issue 18).
 * The link only opens this page (a mail scanner following it deletes nothing); the button posts
 * the token back, and the action deletes the application and its résumé and audits it. Never
 * cached: it is not on the public pages table. Issue 48: its Arabic twin (/ar/سحب-طلب-التوظيف,
 * app/routes.ts) is the same page in Arabic, right to left, which an Arabic application's
 * confirmation links; the words are the address's language (this per-request page carries both).
 */
import { data, Form } from 'react-router';
import { useChrome } from '~/components/layout/chrome';
import { metaLocale, useLocale } from '~/components/ui/locale';
import { LinkButton } from '~/components/ui/button';
import { buttonClass } from '~/components/ui/button';
import { brandTitle } from '~/content/company';
import { withdrawCopy, type WithdrawCopy } from '~/content/forms/application';
import { arWithdrawCopy } from '~/content/locales/ar/withdraw';
import type { Locale } from '~/domain/locales';
import { applicationToWithdraw, withdrawWithToken } from '~/server/pages/withdraw.server';
import type { Route } from './+types/withdraw';
import { readFormFields } from '~/server/platform/uploads.server';

const COPY: Readonly<Record<Locale, WithdrawCopy>> = { en: withdrawCopy, ar: arWithdrawCopy };

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const found = await applicationToWithdraw(token);
  return data(found, { status: found.state === 'invalid' ? 400 : found.state === 'gone' ? 404 : 200, headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const token = form.get('token');
  const result = await withdrawWithToken(typeof token === 'string' ? token : '');
  return data(result, { status: result.state === 'invalid' ? 400 : result.state === 'gone' ? 404 : 200 });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export default function Withdraw({ loaderData, actionData }: Route.ComponentProps) {
  const copy = COPY[useLocale()];
  const careers = useChrome().link('/careers');
  const state = actionData ?? loaderData;
  if (state.state === 'ready') {
    return (
      <div className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{copy.title}</h1>
        <p className="mt-4 text-slate-600">{copy.intro(state.jobTitle)}</p>
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={state.token} />
          <button type="submit" className={buttonClass('primary')}>
            {copy.confirm}
          </button>
        </Form>
      </div>
    );
  }
  const [title, message] =
    state.state === 'withdrawn' ? [copy.done, copy.doneMessage] : state.state === 'gone' ? [copy.gone, copy.goneMessage] : [copy.invalid, copy.invalidMessage];
  return (
    <div className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p role={state.state === 'withdrawn' ? 'status' : undefined} className="mt-4 text-slate-600">
        {message}
      </p>
      <LinkButton to={`${careers.to}#openings`} hrefLang={careers.hrefLang} className="mt-8">
        {copy.openings}
      </LinkButton>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => [{ title: brandTitle(COPY[metaLocale(args)].title) }, { name: 'robots', content: 'noindex' }];
