/**
 * /privacy/erase/:token — the page a visitor's confirmation e-mail links to (issue 20). Opening it
 * changes nothing (mail scanners open links); the button posts the erasure. Never cached: the page
 * cache stores only the routes on its list, and this page also answers `Cache-Control: no-store`,
 * is kept out of search engines and sends no Referer carrying the token to other sites. Issue 48:
 * its Arabic twin (/ar/الخصوصية/محو/:token, app/routes.ts) is the same page in Arabic, which the
 * confirmation of a lead sent from an Arabic form links; the words are the address's language.
 */
import { Form, Link } from 'react-router';
import { useChrome } from '~/components/layout/chrome';
import { metaLocale, useLocale } from '~/components/ui/locale';
import { arEraseCopy } from '~/content/locales/ar/erase';
import { eraseCopy, type EraseCopy } from '~/content/privacy/privacy';
import type { Locale } from '~/domain/locales';
import { checkEraseLink, eraseLeadByLink } from '~/server/privacy/data-rights.server';
import type { Route } from './+types/privacy-erase';

type Outcome = 'ready' | 'erased' | 'already' | 'invalid' | 'expired';

const COPY: Readonly<Record<Locale, EraseCopy>> = { en: eraseCopy, ar: arEraseCopy };

// 'same-origin', not 'no-referrer': under no-referrer a browser sends `Origin: null` with the
// page's own form POST, which the cross-site guard rightly refuses (found by the no-JS e2e).
const PRIVATE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'same-origin' };

export async function loader({ params }: Route.LoaderArgs) {
  const { outcome } = await checkEraseLink(params.token);
  return { outcome: outcome as Outcome };
}

export async function action({ params }: Route.ActionArgs) {
  const result = await eraseLeadByLink(params.token);
  return { outcome: result.outcome as Outcome };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = (args) => [{ title: COPY[metaLocale(args)].metaTitle }, { name: 'robots', content: 'noindex' }];

const messagesOf = (copy: EraseCopy): Record<Exclude<Outcome, 'ready'>, { title: string; detail: string }> => ({
  erased: { title: copy.done, detail: copy.doneDetail },
  already: { title: copy.already, detail: copy.alreadyDetail },
  invalid: { title: copy.invalid, detail: copy.invalidDetail },
  expired: { title: copy.expired, detail: copy.expiredDetail },
});

export default function PrivacyErase({ loaderData, actionData }: Route.ComponentProps) {
  const copy = COPY[useLocale()];
  const messages = messagesOf(copy);
  const home = useChrome().home;
  const outcome = actionData?.outcome ?? loaderData.outcome;
  return (
    <div className="mx-auto max-w-2xl px-6 py-20">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.title}</h1>
      {outcome === 'ready' ? (
        <>
          <p className="mt-4 text-slate-700">{copy.intro}</p>
          <Form method="post" className="mt-8">
            <button type="submit" className="rounded-md bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
              {copy.confirm}
            </button>
          </Form>
        </>
      ) : (
        <div role="status" className="mt-6">
          <p className="text-xl font-semibold">{messages[outcome].title}</p>
          <p className="mt-2 text-slate-700">{messages[outcome].detail}</p>
          <p className="mt-8">
            <Link to={home} className="font-semibold text-brand-700 underline">
              {copy.backHome}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
