/** The 404 page's words (routes/site/not-found.tsx); each other language has the same shape in app/content/locales/{code}/not-found.ts. */
import type { LinkItem } from '~/content/types';

export interface NotFoundCopy {
  readonly title: string;
  readonly intro: string;
  /** The pages offered, by their English paths (each shown at its address in the page's language). */
  readonly links: readonly LinkItem[];
  readonly metaTitle: string;
  /**
   * The link to this language's home, offered on another language's 404 page to a visitor who
   * chose this language with the switcher (the `lang` cookie).
   */
  readonly homeInThisLanguage: string;
}

export const notFoundCopy: NotFoundCopy = {
  title: 'Page not found',
  intro: 'The page you asked for does not exist or has moved. These may help:',
  links: [
    { label: 'Home', to: '/' },
    { label: 'What we do', to: '/what-we-do' },
    { label: 'News & Insights', to: '/news-insights' },
    { label: 'Contact Us', to: '/contact-us' },
  ],
  metaTitle: 'Page not found | Corvane Digital',
  homeInThisLanguage: 'Go to the English home page',
};
