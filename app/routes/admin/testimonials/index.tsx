/**
 * /admin/testimonials — every testimonial as a card (SPEC §2): Activate/Deactivate, Edit,
 * Delete (confirmed), Add New Testimonial; 'No testimonials found.' when there are none.
 */
import { data, redirect } from 'react-router';
import { DeleteConfirmation } from '~/components/admin/delete-form';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { TestimonialCard } from '~/components/admin/testimonial-card';
import { LinkButton } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin';
import { testimonialAdminCopy as copy } from '~/content/admin-catalog';
import { listPath } from '~/domain/admin-content';
import { confirmDeleteLocation, isConfirmedDelete, pendingDeleteId } from '~/domain/admin-delete';
import { errorMessage, parseId, parseIntent } from '~/domain/admin-form';
import { requireStaff } from '~/server/auth.server';
import { redirectWithFlash } from '~/server/flash.server';
import { log } from '~/server/log.server';
import { deleteTestimonial, listTestimonials, setTestimonialActive, type Testimonial } from '~/server/testimonials.server';
import type { Route } from './+types/index';

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  let testimonials: Testimonial[] = [];
  try {
    testimonials = await listTestimonials();
  } catch (error) {
    // SPEC §8: list load errors are only logged and the list shows empty.
    log.error({ err: error }, 'admin testimonials list failed');
  }
  return data({ testimonials, pendingDelete: pendingDeleteId(request) }, { headers: staff.headers });
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = parseIntent(form, ['toggle', 'delete'] as const);
  const id = parseId(form.get('id'));
  if (!intent || !id) throw data('Bad request', { status: 400 });
  const back = listPath(request.url);
  const headers = staff.headers;

  if (intent === 'toggle') {
    const active = form.get('active') === 'true';
    try {
      const row = await setTestimonialActive(staff, id, active);
      if (!row) throw new Error(copy.notFound);
      return redirectWithFlash(back, { kind: 'success', message: active ? copy.activated : copy.deactivated }, { headers });
    } catch (error) {
      log.error({ err: error, id }, 'testimonial toggle failed');
      return redirectWithFlash(back, { kind: 'error', message: copy.updateError(errorMessage(error)) }, { headers });
    }
  }

  if (!isConfirmedDelete(form)) return redirect(confirmDeleteLocation(new Request(new URL(back, request.url)), id), { headers });
  try {
    if (!(await deleteTestimonial(staff, id))) throw new Error(copy.notFound);
    return redirectWithFlash(back, { kind: 'success', message: copy.deleted }, { headers });
  } catch (error) {
    log.error({ err: error, id }, 'testimonial delete failed');
    return redirectWithFlash(back, { kind: 'error', message: copy.deleteError(errorMessage(error)) }, { headers });
  }
}

export default function TestimonialsAdmin({ loaderData }: Route.ComponentProps) {
  const { testimonials, pendingDelete } = loaderData;
  const pending = testimonials.find((testimonial) => testimonial.id === pendingDelete);
  return (
    <>
      <AdminPageHeader title={adminHeadings.testimonials}>
        <LinkButton to="/admin/testimonials/new">{copy.addNew}</LinkButton>
      </AdminPageHeader>

      {pending ? (
        <DeleteConfirmation id={pending.id} question={copy.deleteQuestion} subject={pending.name} cancelHref="/admin/testimonials" />
      ) : null}

      {testimonials.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">{copy.empty}</p>
          <LinkButton to="/admin/testimonials/new" className="mt-4">
            {copy.createFirst}
          </LinkButton>
        </div>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2" aria-label={adminHeadings.testimonials}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="flex" data-testid="testimonial-card">
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.testimonials} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
