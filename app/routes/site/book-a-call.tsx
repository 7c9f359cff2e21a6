/**
 * /book-a-call (issue 46, ADR 360 §5): a 30-minute call from the office's free times, shown in the
 * visitor's zone with the office's beside each; confirmed at once (the action redirects to the
 * call's own signed page). Not a public page: it shows live slots and a form, so it is answered
 * per request (the page cache stores only the routes on its list), `no-store`, and kept out of
 * search engines. The work is in server/meetings/booking-page.server.ts.
 *
 * One module for every locale (issue 48): /ar/احجز-مكالمة (route id suffixed '.ar') is the Arabic
 * page — its words, times, countries and answers from the loader in Arabic (the words as its loader
 * data only, components/site/booking-copy.ts: the English page's JavaScript carries no Arabic),
 * and the call's e-mails in Arabic.
 */
import { Form } from 'react-router';
import { ConsentNotice } from '~/components/forms/consent-notice';
import { FormGuardFields, FormNoticeOnDemand, useDocumentFormResult } from '~/components/forms/form-guard';
import { bookingCopyOf, useBookingCopy } from '~/components/site/booking-copy';
import { ShowTimesForm, SlotPicker, StoredNote, useBrowserZone, ZoneSelect } from '~/components/site/booking-slots';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { brandTitle } from '~/content/company';
import { MAX } from '~/domain/form-basics';
import { localeOfRequest } from '~/domain/locales';
import { handleBookingPost, loadBookingPage, PRIVATE_HEADERS } from '~/server/meetings/booking-page.server';
import { bookingWords } from '~/server/meetings/booking-words.server';
import type { Route } from './+types/book-a-call';

export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await loadBookingPage(request)), words: bookingWords(localeOfRequest(request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleBookingPost(request, context);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const copy = bookingCopyOf(location.pathname, loaderData).page;
  return [{ title: brandTitle(copy.title) }, { name: 'description', content: copy.metaDescription }, { name: 'robots', content: 'noindex' }];
};

export default function BookACall({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const { page: copy, consent } = useBookingCopy();
  const result = useDocumentFormResult('booking');
  useBrowserZone(page.timeZone);
  const kept = (name: string) => (result && !result.ok ? result.values?.[name] : undefined);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-slate-700">{page.lead ? copy.forLead : copy.intro}</p>
      {page.leadInvalid ? (
        <p role="status" className="mt-4 text-slate-700">
          {copy.leadLinkInvalid}
        </p>
      ) : null}

      <div className="mt-8">
        <ShowTimesForm>
          {page.lead ? <input type="hidden" name="lead" value={page.lead} /> : null}
          {page.lead ? null : (
            <>
              <div>
                <label htmlFor="booking-country" className="block text-sm font-medium text-slate-800">
                  {copy.countryLabel}
                </label>
                <select id="booking-country" name="country" defaultValue={page.country} className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink">
                  <option value="">{copy.countryNone}</option>
                  {page.countries.map((country) => (
                    <option key={country.value} value={country.value}>
                      {country.label}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="booking-interest" className="block text-sm font-medium text-slate-800">
                  {copy.interestLabel}
                </label>
                <select id="booking-interest" name="interest" defaultValue={page.interest} className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink">
                  <option value="">{copy.interestNone}</option>
                  {page.interests.map((interest) => (
                    <option key={interest.value} value={interest.value}>
                      {interest.label}
                    </option>
                  ))}
                </select>
              </div>
            </>
          )}
          <ZoneSelect zones={page.zones} value={page.timeZone} />
        </ShowTimesForm>
      </div>

      {result ? (
        <div className="mt-8">
          <FormNoticeOnDemand status={{ type: result.ok ? 'success' : 'error', title: result.title, message: result.message }} />
        </div>
      ) : null}

      <p className="mt-8 text-slate-700">{copy.officeLine(page.officeName, page.officeZone)}</p>
      <Form method="post" className="relative mt-4 space-y-8">
        <FormGuardFields form="booking" />
        <input type="hidden" name="timeZone" value={page.timeZone} />
        {page.lead ? (
          <input type="hidden" name="lead" value={page.lead} />
        ) : (
          <>
            <input type="hidden" name="country" value={page.country} />
            <input type="hidden" name="interest" value={page.interest} />
          </>
        )}
        <SlotPicker days={page.days} legend={copy.slotsLegend} />
        {page.days.length > 0 ? (
          <>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="text-lg font-semibold text-ink">{copy.detailsLegend}</legend>
              <TextField label={copy.nameLabel} name="name" autoComplete="name" required maxLength={MAX.shortText} defaultValue={kept('name') ?? page.name} />
              <TextField label={copy.emailLabel} name="email" type="email" autoComplete="email" required maxLength={MAX.email} defaultValue={kept('email') ?? page.email} />
            </fieldset>
            <ConsentNotice copy={consent} />
            <Button type="submit">{copy.submit}</Button>
          </>
        ) : null}
      </Form>
      <StoredNote />
    </div>
  );
}
