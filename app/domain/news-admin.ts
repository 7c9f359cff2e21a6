/**
 * The article form (SPEC §5 "Admin forms" — News): title, slug, category, author, published date,
 * excerpt and content required; featured image optional (empty → null); the publish checkbox.
 * The slug is derived from the title when left empty.
 */
import { z } from 'zod';
import { company } from '~/content/company';
import { optionalAddress } from './admin-form';
import { parseAdminForm, requiredDate, requiredOption, slugField } from './admin-content';
import { checkbox, requiredText } from './forms';
import { NEWS_CATEGORIES } from './news';

export const ARTICLE_LIMITS = { title: 200, author: 100, excerpt: 1000, content: 100_000 } as const;

export const articleMessages = {
  title: 'Please enter a title.',
  slug: 'Please enter a slug.',
  category: 'Please choose a category.',
  author: 'Please enter an author.',
  published_date: 'Please enter a published date.',
  excerpt: 'Please enter an excerpt.',
  content: 'Please enter the content.',
} as const;

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
});

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
}

export function articleValues(row: ArticleRecordFields): ArticleFormValues {
  return { ...row, featured_image: row.featured_image ?? '', is_published: row.is_published ? 'on' : '' };
}
