import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A visitor's form post (a quote, a contact message, an application, a download request) changes
 * nothing a public page shows, so after one React Router need not fetch the page's data again:
 * the submit is one request, not two. Links, redirects and the browser's own reloads revalidate
 * as usual.
 */
export function keepDataAfterFormPost({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return false;
  return defaultShouldRevalidate;
}
