/**
 * The job pages' copy per locale (issue 48): a page picks by its language (useLocale(), or the
 * request's in a loader). English is the source; each other locale's copy is typed against it.
 */
import type { Locale } from '~/domain/locales';
import { arJobPageCopy } from '~/content/locales/ar/careers';
import { jobPageCopy, type JobPageCopy } from '~/content/site/careers';

export const jobPageCopies: Readonly<Record<Locale, JobPageCopy>> = { en: jobPageCopy, ar: arJobPageCopy };
