/**
 * The error pages' words: a public page's error inside the site's frame (routes/site/layout.tsx)
 * and the last-resort page when even the layout fails (root.tsx). Each other language has the same
 * shape in app/content/locales/{code}/errors.ts.
 */
export const errorPageCopy = {
  notFoundTitle: 'Page not found',
  notFoundMessage: 'The page you asked for does not exist or has moved.',
  errorTitle: 'Something went wrong',
  errorMessage: 'Please try again in a moment.',
  homeLink: 'Back to the home page',
} as const;

export type ErrorPageCopy = { readonly [Text in keyof typeof errorPageCopy]: string };
