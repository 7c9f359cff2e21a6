/**
 * The job cards' and job pages' words as loader data carries them (issue 48, ADR 420 point 5):
 * their four sentences around a job's title travel as templates (word-templates.ts) and become
 * functions again on the page (components/site/job-copy.ts). Loader data is plain data: a function
 * in it does not reach the browser (the Arabic careers page failed to hydrate, "viewJob is not a
 * function", until this).
 */
import type { JobPageCopy } from '~/content/site/careers';
import { fillTemplate, templateOf } from './word-templates';

type Sentence = 'viewJob' | 'apply' | 'closedMessage' | 'seoDescription';

export type JobPageWords = Omit<JobPageCopy, Sentence> & { readonly [K in Sentence]: string };

/** A language's job copy as loader data (the layout loader's side). */
export function jobPageWordsOf(copy: JobPageCopy): JobPageWords {
  return {
    ...copy,
    viewJob: templateOf(copy.viewJob, 1),
    apply: templateOf(copy.apply, 1),
    closedMessage: templateOf(copy.closedMessage, 1),
    seoDescription: templateOf(copy.seoDescription, 2),
  };
}

/** The words back as the copy module's shape (the page's side). */
export function jobPageCopyFrom(words: JobPageWords): JobPageCopy {
  return {
    ...words,
    viewJob: (title) => fillTemplate(words.viewJob, title),
    apply: (title) => fillTemplate(words.apply, title),
    closedMessage: (title) => fillTemplate(words.closedMessage, title),
    seoDescription: (title, location) => fillTemplate(words.seoDescription, title, location),
  };
}
