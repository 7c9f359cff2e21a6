/**
 * The words the page blocks' views write themselves (issue 48): punctuation around a quote, the
 * current openings' states. Everything else a block shows is its data. Each language's copy has
 * this shape (app/content/locales/{code}/blocks.ts), so a missing string is a type error.
 */
import { openingsSection } from '~/content/site/careers';

export interface BlockCopy {
  quote: { open: string; close: string; roleSeparator: string };
  openings: { loading: string; errorPrefix: string; errorHint: string; empty: string };
  /** A legal page's version after its first, beside its date: ' (version 2)'. */
  legal: { version: (version: number) => string };
}

export const blockCopy: BlockCopy = {
  quote: { open: '“', close: '”', roleSeparator: ', ' },
  openings: { loading: openingsSection.loading, errorPrefix: openingsSection.errorPrefix, errorHint: openingsSection.errorHint, empty: openingsSection.empty },
  legal: { version: (version) => `(version ${version})` },
};
