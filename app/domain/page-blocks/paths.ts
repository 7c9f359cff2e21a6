/** The back office's list of pages, and a page's editor (issue 44). No imports: public pages link here. */
export const PAGES_LIST = '/admin/pages';
/** A page's editor, in a language other than English with `?locale=` (the back office itself stays in English). */
export const pageEditorHref = (key: string, locale = 'en') => `${PAGES_LIST}/${key}${locale === 'en' ? '' : `?locale=${locale}`}`;
