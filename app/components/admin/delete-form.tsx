import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';

/**
 * Delete with the product's confirmation. With JavaScript the browser asks `question` (window.confirm)
 * and the form posts `confirmed=yes`; without JavaScript the post arrives unconfirmed and the
 * action answers with `confirmDeleteRedirect`, which shows <DeleteConfirmation> on the list.
 */
export function DeleteForm({
  id,
  question,
  label = 'Delete',
  action,
  className,
}: {
  id: string;
  question: string;
  label?: string;
  /** Where to post; defaults to the current route. */
  action?: string;
  className?: string;
}) {
  return (
    <Form
      method="post"
      action={action}
      className={className}
      onSubmit={(event) => {
        const confirmed = event.currentTarget.elements.namedItem('confirmed');
        if (!window.confirm(question)) {
          event.preventDefault();
          return;
        }
        if (confirmed instanceof HTMLInputElement) confirmed.value = 'yes';
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="confirmed" value="no" />
      <button type="submit" className={buttonClass('danger', 'px-3 py-1.5 text-xs')}>
        {label}
      </button>
    </Form>
  );
}

/** The no-JavaScript confirmation step, shown on the list page when `?confirm-delete={id}`. */
export function DeleteConfirmation({
  id,
  question,
  subject,
  cancelHref,
  action,
}: {
  id: string;
  question: string;
  /** What is being deleted, e.g. the article's title. */
  subject?: string;
  cancelHref: string;
  action?: string;
}) {
  return (
    <section role="alertdialog" aria-labelledby="confirm-delete-title" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-5">
      <h2 id="confirm-delete-title" className="font-semibold text-red-900">
        {question}
      </h2>
      {subject ? <p className="mt-1 text-sm text-red-900">{subject}</p> : null}
      <div className="mt-4 flex gap-3">
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="confirmed" value="yes" />
          <button type="submit" className={buttonClass('danger', 'px-3 py-1.5 text-sm')}>
            Yes, delete
          </button>
        </Form>
        <Link to={cancelHref} className={buttonClass('secondary', 'px-3 py-1.5 text-sm')}>
          Cancel
        </Link>
      </div>
    </section>
  );
}
