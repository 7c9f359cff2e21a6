/**
 * Lead attribution captured in the browser: the landing document's URL (the navigation entry keeps
 * it through client-side navigation) and the referrer when it is another site — first touch per
 * browser session, kept in sessionStorage. Loaded with the form's checks when the visitor starts
 * on a form (use-public-form.ts), and written into the form's hidden fields (form-guard.tsx) just
 * before it is sent; without JavaScript those fields stay empty.
 */
import { ATTRIBUTION_FIELDS, type AttributionField } from '~/domain/form-basics';

const STORAGE_KEY = 'firmsite:attribution';

type Captured = Record<AttributionField, string>;

const empty: Captured = { referrer: '', utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' };

function captureAttribution(): Captured {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    if (stored) return { ...empty, ...(JSON.parse(stored) as Partial<Captured>) };
  } catch {
    // Storage blocked or unreadable: capture afresh.
  }
  const navigation = performance.getEntriesByType('navigation')[0];
  const landing = new URL(navigation?.name || window.location.href);
  let referrer = '';
  try {
    if (document.referrer && new URL(document.referrer).origin !== window.location.origin) referrer = document.referrer;
  } catch {
    referrer = '';
  }
  const captured: Captured = { ...empty, referrer };
  for (const field of ATTRIBUTION_FIELDS) {
    if (field !== 'referrer') captured[field] = landing.searchParams.get(field)?.slice(0, 500) ?? '';
  }
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(captured));
  } catch {
    // Not stored: the next form captures again.
  }
  return captured;
}

let captured: Captured | undefined;

/** Writes the attribution into the form's hidden fields (captured once per page load). */
export function fillAttribution(form: HTMLFormElement): void {
  captured ??= captureAttribution();
  for (const field of ATTRIBUTION_FIELDS) {
    const input = form.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.value = captured[field];
  }
}
