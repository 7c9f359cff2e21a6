/**
 * /book-a-call/manage/:token (issue 46, ADR 360 §5): a booked call's own page, opened from the
 * visitor's e-mail (signed purpose 'manage-booking', valid until the call ends). Opening it
 * changes nothing — mail scanners open links — its buttons POST: cancel, or move to another free
 * time. Per request, `no-store`, never indexed, no Referer carrying the token to other sites.
 * One module for every locale (issue 48): /ar/احجز-مكالمة/إدارة/:token is the Arabic call's page
 * (its words as its loader data only, components/site/booking-copy.ts).
 */
import { Form, Link, useSearchParams } from 'react-router';
import { FormNoticeOnDemand } from '~/components/forms/form-guard';
import { bookingCopyOf, useBookingCopy } from '~/components/site/booking-copy';
import { SlotPicker } from '~/components/site/booking-slots';
import { Button } from '~/components/ui/button';
import { brandTitle } from '~/content/company';
import { localeOfRequest } from '~/domain/locales';
import { handleManagePost, loadManagePage, PRIVATE_HEADERS, type ManageAnswer } from '~/server/meetings/booking-page.server';
import { bookingWords } from '~/server/meetings/booking-words.server';
import type { Route } from './+types/book-a-call-manage';

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { ...(await loadManagePage(params.token, locale)), words: bookingWords(locale) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleManagePost(request, params.token, localeOfRequest(request));
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => [{ title: brandTitle(bookingCopyOf(location.pathname, loaderData).manage.title) }, { name: 'robots', content: 'noindex' }];

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const page: ManageAnswer = actionData ?? loaderData;
  const [search] = useSearchParams();
  const { manage: copy, bookingPath } = useBookingCopy();
  if (!('officeName' in page)) {
    const closed = {
      invalid: { title: copy.invalid, detail: copy.invalidDetail },
      expired: { title: copy.expired, detail: copy.expiredDetail },
      gone: { title: copy.gone, detail: copy.goneDetail },
    } as const;
    const text = closed[page.state as keyof typeof closed];
    return (
      <div className="mx-auto max-w-2xl px-6 py-20">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{text.title}</h1>
        <p className="mt-4 text-slate-700">{text.detail}</p>
        <p className="mt-8">
          <Link to={bookingPath} className="font-semibold text-brand-700 underline">
            {copy.bookAnother}
          </Link>
        </p>
      </div>
    );
  }
  const heading =
    page.state === 'cancelled'
      ? { title: copy.cancelledTitle, detail: copy.cancelledDetail }
      : search.has('moved')
        ? { title: copy.rescheduledTitle, detail: copy.rescheduledDetail }
        : search.has('booked')
          ? { title: copy.bookedTitle, detail: copy.bookedDetail }
          : { title: copy.title, detail: '' };
  const notice = 'notice' in page && page.notice && page.notice.kind === 'taken' ? page.notice : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{heading.title}</h1>
      {heading.detail ? <p className="mt-4 text-slate-700">{heading.detail}</p> : null}
      <dl className="mt-8 grid gap-x-6 gap-y-3 rounded-md border border-slate-300 p-4 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{copy.yourTime}</dt>
        <dd>{page.visitorTime}</dd>
        <dt className="font-semibold">{copy.officeTime(page.officeName)}</dt>
        <dd>{page.officeTime}</dd>
        <dt className="font-semibold">{copy.with}</dt>
        <dd>{page.host}</dd>
      </dl>
      {notice ? (
        <div className="mt-8">
          <FormNoticeOnDemand status={{ type: 'error', title: notice.title, message: notice.message }} />
        </div>
      ) : null}
      {page.state === 'booked' ? (
        <>
          <Form method="post" className="mt-8">
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="danger">
              {copy.cancel}
            </Button>
          </Form>
          <Form method="post" className="mt-10 space-y-6">
            <input type="hidden" name="intent" value="reschedule" />
            {page.days.length > 0 ? (
              <>
                <SlotPicker days={page.days} legend={copy.rescheduleLegend} />
                <Button type="submit">{copy.reschedule}</Button>
              </>
            ) : (
              <p>{copy.noSlots}</p>
            )}
          </Form>
        </>
      ) : page.state === 'past' ? (
        <p className="mt-8 text-slate-700">{copy.past}</p>
      ) : (
        <p className="mt-8">
          <Link to={bookingPath} className="font-semibold text-brand-700 underline">
            {copy.bookAnother}
          </Link>
        </p>
      )}
    </div>
  );
}
