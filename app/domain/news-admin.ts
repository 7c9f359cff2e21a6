/**
 * The article form (product §5 "Admin forms" — News): title, slug, category, author, published date,
 * excerpt and content required; featured image optional (empty → null); the publish checkbox.
 * The slug is derived from the title when left empty.
 */
import { z } from 'zod';
import { company } from '~/content/company';
import { optionalAddress } from './admin-form';
import { parseAdminForm, requiredDate, requiredOption, slugField } from './admin-content';
import { checkbox, requiredText } from './forms';
import { NEWS_CATEGORIES } from './news';
import { dateToFirmWallTime, firmCalendarDate, firmWallTimeToDate } from './schedule';

export const ARTICLE_LIMITS = { title: 200, author: 100, excerpt: 1000, content: 100_000 } as const;

export const articleMessages = {
  title: 'Please enter a title.',
  slug: 'Please enter a slug.',
  category: 'Please choose a category.',
  author: 'Please enter an author.',
  published_date: 'Please enter a published date.',
  excerpt: 'Please enter an excerpt.',
  content: 'Please enter the content.',
  publish_at: 'Please enter a date and time, or leave it empty to publish on saving.',
  unpublish_at: 'Please enter a date and time after the publish time, or leave it empty.',
} as const;

/** An optional `datetime-local` field read in the firm's time zone: a Date, or null when empty. */
function optionalFirmMoment(invalid: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().transform((text, context) => {
      if (text === '') return null;
      const moment = firmWallTimeToDate(text);
      if (!moment) {
        context.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return moment;
    }),
  );
}

export const articleSchema = z.object({
  title: requiredText(articleMessages.title, 'Title', ARTICLE_LIMITS.title),
  slug: slugField(articleMessages.slug),
  category: requiredOption(NEWS_CATEGORIES, articleMessages.category),
  author: requiredText(articleMessages.author, 'Author', ARTICLE_LIMITS.author),
  published_date: requiredDate(articleMessages.published_date),
  excerpt: requiredText(articleMessages.excerpt, 'Excerpt', ARTICLE_LIMITS.excerpt),
  content: requiredText(articleMessages.content, 'Content', ARTICLE_LIMITS.content),
  featured_image: optionalAddress('featured image URL', { allowPath: true }),
  is_published: checkbox,
  publish_at: optionalFirmMoment(articleMessages.publish_at),
  unpublish_at: optionalFirmMoment(articleMessages.unpublish_at),
})
  .refine((article) => !article.unpublish_at || !article.publish_at || article.unpublish_at > article.publish_at, {
    path: ['unpublish_at'],
    message: articleMessages.unpublish_at,
  })
  // A scheduled article shows the date it goes live, not the day it was written.
  .transform((article) => (article.publish_at ? { ...article, published_date: firmCalendarDate(article.publish_at) } : article));

export type ArticleInput = z.output<typeof articleSchema>;

export function parseArticleForm(input: FormData | Record<string, unknown>) {
  return parseAdminForm(articleSchema, input, 'title');
}

/** The form's fields as text (checkboxes: 'on' or ''). */
export type ArticleFormValues = Record<keyof ArticleInput, string>;

export function newArticleValues(today: string): ArticleFormValues {
  return {
    title: '',
    slug: '',
    category: 'News',
    author: company.name,
    published_date: today,
    excerpt: '',
    content: '',
    featured_image: '',
    is_published: '',
    publish_at: '',
    unpublish_at: '',
  };
}

/**
 * What the form needs of a stored record. Declared here, not imported from the server (domain runs in
 * the browser too); the server's row type is checked against it wherever a row is passed in.
 */
export interface ArticleRecordFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  published_date: string;
  featured_image: string | null;
  is_published: boolean;
  publish_at: Date | null;
  unpublish_at: Date | null;
}

export function articleValues(row: ArticleRecordFields): ArticleFormValues {
  return {
    ...row,
    featured_image: row.featured_image ?? '',
    is_published: row.is_published ? 'on' : '',
    publish_at: row.publish_at ? dateToFirmWallTime(row.publish_at) : '',
    unpublish_at: row.unpublish_at ? dateToFirmWallTime(row.unpublish_at) : '',
  };
}
