/**
 * The optional country of the quote, contact and AI lead forms (issue 46): routing rules send a
 * lead to an office by it. It is pre-selected from the browser's language region ("ar-AE" → United
 * Arab Emirates) and never from an outside lookup.
 *
 * Why in the browser and not in the server's render: these pages are served from the page cache,
 * one copy for every visitor (ADR 310), so a default rendered from one request's Accept-Language
 * would be shown to the next visitor. navigator.languages is the list the browser sends as that
 * header, read through the same function (meetings/region.ts). A value the visitor sent back (a
 * page re-rendered after a refusal, without JavaScript) always wins, as does an empty choice.
 */
import { useSyncExternalStore } from 'react';
import { SelectField } from '~/components/ui/field';
import { countryFieldCopy as copy } from '~/content/forms/country';
import { countriesByName, isCountryCode } from '~/domain/countries';
import { countryFromAcceptLanguage, countryName } from '~/domain/meetings/region';
import type { CountryCopy } from '~/components/forms/form-copy';

/** The browser's languages as an Accept-Language value would list them. */
function browserCountry(): string | null {
  const country = countryFromAcceptLanguage(navigator.languages.join(','));
  return country && isCountryCode(country) ? country : null;
}

/** The browser says when its languages change; the server has none (its render suggests nothing). */
function onLanguageChange(notify: () => void): () => void {
  window.addEventListener('languagechange', notify);
  return () => window.removeEventListener('languagechange', notify);
}

/** `copy`: the label, hint and names in another language (issue 48); English when absent. */
export function CountryField({ kept, className, copy: localized }: { kept: string | undefined; className?: string; copy?: CountryCopy }) {
  // The server's snapshot is null, so hydration matches the cached HTML; the browser's follows at once.
  const suggested = useSyncExternalStore(onLanguageChange, browserCountry, () => null);
  const initial = kept ?? suggested ?? '';
  return (
    // Keyed by the default so the select is rendered again with it: the option is then the form's
    // own default, and a reset after a successful submission returns to it.
    <SelectField
      key={initial}
      label={localized?.field.label ?? copy.label}
      name="country"
      autoComplete="country"
      options={localized?.codes ?? countriesByName()}
      optionLabel={localized?.name ?? countryName}
      placeholder={localized?.field.placeholder ?? copy.placeholder}
      hint={localized?.field.hint ?? copy.hint}
      defaultValue={initial}
      className={className}
    />
  );
}
