import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { applicationCopy } from '~/content/admin/inbox';
import type { InboxQuery } from '~/domain/inbox';

/**
 * The applications list's job filter (issue 18): a GET form, so it works without JavaScript and
 * the view has its own URL; it keeps the status filter and the search.
 */
export function JobFilter<Status extends string>({ query, jobs }: { query: InboxQuery<Status>; jobs: readonly { id: string; title: string }[] }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      {query.status !== 'all' ? <input type="hidden" name="status" value={query.status} /> : null}
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      <div>
        <label htmlFor="application-job" className="block text-sm font-medium text-slate-800">
          {applicationCopy.jobFilter}
        </label>
        <select
          id="application-job"
          name="job"
          defaultValue={query.job ?? ''}
          className="mt-1 block w-72 max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
        >
          <option value="">{applicationCopy.allJobs}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary', 'px-4 py-2')}>
        {applicationCopy.filterByJob}
      </button>
    </Form>
  );
}
