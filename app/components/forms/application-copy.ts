/** The job application's texts in the page's language (issue 48): the dialog, and a job's page. */
import { applicationCopy } from '~/content/forms/application';
import { SUBMITTING_LABEL } from '~/domain/form-basics';
import type { Translated } from '~/content/locales/shape';
import type { ApplicationChecks } from '~/domain/job-application';
import type { FormChrome } from '~/components/forms/form-copy';
import { localizedCopy } from '~/components/forms/localized-copy';

/** The application's texts in one language (issue 48). */
export interface ApplicationCopy extends FormChrome {
  form: Translated<typeof applicationCopy>;
  /** The checks' messages; absent: English (the schema module's own). */
  checks?: ApplicationChecks;
}

export const useApplicationCopy = localizedCopy<ApplicationCopy>(
  { form: applicationCopy, submitting: SUBMITTING_LABEL },
  { ar: () => import('~/components/forms/arabic-copy').then((module) => module.arabicApplication) },
);
