import { FormNoticeOnDemand } from '~/components/forms/form-guard';
import { ApplicationForm, type ApplyJob } from '~/components/forms/application-form';
import { usePublicForm } from '~/components/forms/use-public-form';
import { useJobPageCopy } from '~/components/site/job-copy';
import { useApplicationCopy } from '~/components/forms/application-copy';
import { useLocale } from '~/components/ui/locale';

/**
 * The application form on a job's page (issue 18), always in the page: with JavaScript it posts
 * through a fetcher and shows the answer above the form; without, the page's action answers and
 * the page shows it (a success replaces the form).
 */
export function JobApplication({ job }: { job: ApplyJob }) {
  // Issue 48: the form and its checks in the page's language.
  const localized = useApplicationCopy(useLocale());
  const { checks } = localized;
  const jobPageCopy = useJobPageCopy();
  const application = usePublicForm({
    form: 'job_application',
    loadValidator: () => import('~/domain/job-application').then((module) => (formData: FormData) => module.validateJobApplication(formData, checks)),
    key: job.id,
  });
  const result = application.status ?? (application.documentResult
    ? { type: application.documentResult.ok ? 'success' : 'error', title: application.documentResult.title, message: application.documentResult.message } as const
    : null);
  return (
    <section id="apply" aria-labelledby="apply-heading" className="mt-16 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-8">
      <h2 id="apply-heading" className="text-2xl font-bold tracking-tight text-ink">
        {jobPageCopy.apply(job.title)}
      </h2>
      <p className="mt-2 text-slate-700">{jobPageCopy.applyIntro}</p>
      {result ? (
        <div className="mt-4">
          <FormNoticeOnDemand status={result} />
        </div>
      ) : null}
      {application.documentResult?.ok ? null : <ApplicationForm job={job} application={application} documentResult={application.documentResult} copy={localized} />}
    </section>
  );
}
