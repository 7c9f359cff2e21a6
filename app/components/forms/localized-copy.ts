/**
 * A public form's copy in the page's language (issue 48, ADR 420 §5). English is imported as
 * today and given at once; another locale's copy is its own chunk, loaded when a page in that
 * locale renders a form, so an English page's JavaScript carries no Arabic (the budgets test).
 *
 * The server renders whole documents (entry.server: onAllReady) and waits for the chunk, so a page
 * without JavaScript has the translated form. No Suspense boundary of the form's own (as
 * lead-modal.tsx's panel): a large boundary's content would be streamed in by a script, which a
 * page without JavaScript never runs. In the browser hydration waits for the chunk (React's `use`)
 * and keeps the server's HTML meanwhile — no mismatch.
 */
import { use } from 'react';
import type { Locale } from '~/domain/locales';

type OtherLocale = Exclude<Locale, 'en'>;

/**
 * A hook giving the copy for a locale: at once for English or a locale already loaded, else it
 * suspends until that locale's chunk has arrived.
 */
export function localizedCopy<T>(english: T, others: Record<OtherLocale, () => Promise<T>>): (locale: Locale) => T {
  const loaded = new Map<OtherLocale, { promise: Promise<T>; value?: T }>();
  return function useLocalizedCopy(locale) {
    if (locale === 'en') return english;
    let entry = loaded.get(locale);
    if (!entry) {
      const created: { promise: Promise<T>; value?: T } = { promise: others[locale]().then((value) => (created.value = value)) };
      loaded.set(locale, (entry = created));
    }
    return entry.value ?? use(entry.promise);
  };
}
