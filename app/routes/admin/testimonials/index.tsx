/**
 * /admin/testimonials — every testimonial as a card (product §2): Activate/Deactivate, Edit,
 * Delete (confirmed), Add New Testimonial; 'No testimonials found.' when there are none.
 */
import { PendingDelete } from '~/components/admin/admin-list';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { TestimonialCard } from '~/components/admin/testimonial-card';
import { LinkButton } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin/common';
import { testimonialAdminCopy as copy } from '~/content/admin/catalog';
import { pendingDeleteId } from '~/domain/admin-delete';
import { deleteOperation, listOrEmpty, rowAction, toggleOperation } from '~/server/admin/list-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { deleteTestimonial, listTestimonials, setTestimonialActive } from '~/server/entities/testimonials.server';
import type { Route } from './+types/index';
import { readFormFields } from '~/server/platform/uploads.server';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'testimonials');
  const testimonials = await listOrEmpty(listTestimonials, 'admin testimonials list');
  return { testimonials, pendingDelete: pendingDeleteId(args.request) };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'testimonials');
  return rowAction(args.request, await readFormFields(args.request), {
    operations: {
      toggle: toggleOperation(async (id, active) => (await setTestimonialActive(staff, id, active))?.name, { ...copy, toggleError: copy.updateError }),
      delete: deleteOperation((id) => deleteTestimonial(staff, id), copy),
    },
    notFound: copy.notFound,
    subject: 'testimonial',
  });
}

export default function TestimonialsAdmin({ loaderData }: Route.ComponentProps) {
  const { testimonials, pendingDelete } = loaderData;
  return (
    <>
      <AdminPageHeader title={adminHeadings.testimonials}>
        <LinkButton to="/admin/testimonials/new">{copy.addNew}</LinkButton>
      </AdminPageHeader>

      <PendingDelete
        rows={testimonials}
        pendingId={pendingDelete}
        subject={(testimonial) => testimonial.name}
        question={copy.deleteQuestion}
        cancelHref="/admin/testimonials"
      />

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
