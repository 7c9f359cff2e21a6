/** Back-office copy of the redirects screen and the 404 log (issue 19). */

export const redirectsCopy = {
  title: 'Redirects',
  intro:
    'An old address answers 301 (moved permanently) with the new one, so links in past e-mails, posts and search results keep working. Renaming a published article or an active partner adds one by itself.',
  addHeading: 'Add a redirect',
  from: 'Old path',
  fromHint: 'A path on this site, for example /old-services/cloud.html (a query or fragment is dropped).',
  to: 'New path',
  toHint: 'Where visitors go, for example /what-we-do. If that path itself redirects, the redirect goes straight to its end.',
  add: 'Add Redirect',
  adding: 'Adding...',
  added: 'Redirect added.',
  removed: 'Redirect removed.',
  notFound: 'That redirect no longer exists.',
  remove: 'Remove',
  removeLabel: (from: string) => `Remove the redirect from ${from}`,
  empty: 'No redirects yet.',
  listHeading: 'Current redirects',
  reasons: { manual: 'Added by staff', slug_change: 'Slug changed' } as Record<string, string>,
  columns: { from: 'Old path', to: 'New path', reason: 'Why', by: 'By', when: 'Since', actions: 'Actions' },
  saveError: (message: string) => `Error saving redirect: ${message}`,
} as const;

export const notFoundLogCopy = {
  title: '404 Log',
  heading: 'Most requested missing pages',
  intro: (max: number) =>
    `Missing pages visitors asked for, most requested first. Each path is counted in one row; the ${max.toLocaleString('en-US')} most recently seen are kept.`,
  empty: 'No missing pages have been requested.',
  columns: { path: 'Path', hits: 'Requests', first: 'First seen', last: 'Last seen', actions: 'Actions' },
  redirect: 'Redirect…',
  redirectLabel: (path: string) => `Add a redirect from ${path}`,
} as const;
