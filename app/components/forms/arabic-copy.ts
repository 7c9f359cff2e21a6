/**
 * The Arabic public forms' copy, assembled for the components (issue 48): one chunk, loaded only
 * by pages under /ar (localized-copy.ts), so no English page carries it. The words themselves are
 * in app/content/locales/ar/forms/.
 */
import { consentCopy, countryFieldCopy, PINNED_ARABIC_COUNTRY_NAMES, SUBMITTING_LABEL } from '~/content/locales/ar/forms/common';
import { quoteChecks, quoteFormCopy, quoteOptionLabels } from '~/content/locales/ar/forms/quote';
import { countriesSortedBy } from '~/domain/countries';
import { LOCALES } from '~/domain/locales';
import { countryNamer } from '~/domain/meetings/region';
import { SERVICE_GROUPS } from '~/domain/quote-form-options';
import type { FormChrome } from '~/components/forms/form-copy';
import type { QuoteFormCopy } from '~/components/forms/quote-form';
import type { ContactFormCopy } from '~/components/forms/contact-form';
import type { LeadModalCopy } from '~/components/forms/lead-modal';
import type { DownloadGateCopy } from '~/components/forms/download-gate-copy';
import type { ApplicationCopy } from '~/components/forms/application-copy';
import { applicationChecks, applicationCopy } from '~/content/locales/ar/forms/application';
import { DOWNLOAD_GATE_SUCCESS, downloadGateChecks, downloadGateCopy } from '~/content/locales/ar/forms/download-gate';
import { CONTACT_FORM_LABEL, contactChecks, contactFormCopy } from '~/content/locales/ar/forms/contact';
import { LEAD_MODAL_SUCCESS, leadModalChecks, leadModalCopy } from '~/content/locales/ar/forms/lead-modal';

const countryName = countryNamer(LOCALES.ar.intl, PINNED_ARABIC_COUNTRY_NAMES);

const chrome: FormChrome = {
  submitting: SUBMITTING_LABEL,
  consent: consentCopy,
  country: { field: countryFieldCopy, name: countryName, codes: countriesSortedBy(countryName, 'ar') },
};

/** Every option of the quote form's selects, by its value (the English code). */
const optionLabels: Readonly<Record<string, string>> = {
  ...quoteOptionLabels.industry,
  ...quoteOptionLabels.project_type,
  ...quoteOptionLabels.budget,
  ...quoteOptionLabels.timeline,
  ...quoteOptionLabels.service,
};

export const arabicQuoteForm: QuoteFormCopy = {
  ...chrome,
  form: quoteFormCopy,
  optionLabel: (option) => optionLabels[option] ?? option,
  serviceGroups: SERVICE_GROUPS.map((group) => ({ label: quoteOptionLabels.serviceGroups[group.label] ?? group.label, options: group.options })),
  checks: quoteChecks,
};

export const arabicContactForm: ContactFormCopy = {
  ...chrome,
  form: contactFormCopy,
  label: CONTACT_FORM_LABEL,
  checks: contactChecks,
};

export const arabicLeadModal: LeadModalCopy = {
  ...chrome,
  form: leadModalCopy,
  success: LEAD_MODAL_SUCCESS,
  checks: leadModalChecks,
};

export const arabicDownloadGate: DownloadGateCopy = {
  form: downloadGateCopy,
  success: DOWNLOAD_GATE_SUCCESS,
  consent: chrome.consent,
  checks: downloadGateChecks,
};

export const arabicApplication: ApplicationCopy = {
  ...chrome,
  form: applicationCopy,
  checks: applicationChecks,
};
