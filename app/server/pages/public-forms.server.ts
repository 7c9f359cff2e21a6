/**
 * The actions behind the public forms. Route modules stay thin:
 * `export async function action({ request, context }: Route.ActionArgs) { return handleQuoteSubmission(request, context); }`
 *
 * Every submission goes through the same steps: read the form; the honeypot (a hit answers the
 * normal success and stores nothing); the signed fill-time token; the form's zod schema (product §5
 * order and messages; the answer keeps the values so a page without JavaScript can show them
 * again); the per-IP limit; then the row and its outbox entries in one transaction. The answer is
 * a `FormResult` — the product's success or failure text — with status 200, 400, 429 or 500.
 */
import fs from 'node:fs';
import path from 'node:path';
import { data, type RouterContextProvider } from 'react-router';
import { requestInfo, type RequestInfo } from '~/server/platform/request-state.server';
import { validateContact } from '~/domain/contact-form';
import {
  DOWNLOADS_PATH,
  findResource,
  validateDownloadGate,
} from '~/domain/download-gate';
import {
  ATTRIBUTION_FIELDS,
  FORM_NAME_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  formDataObject,
  withoutForbiddenCharacters,
  type FormResult,
  type PublicFormName,
  type Validation,
} from '~/domain/forms';
import { validateJobApplication } from '~/domain/job-application';
import { leadSourceLabel, validateLeadModal } from '~/domain/lead-modal';
import { validateQuote } from '~/domain/quote-form';
import { createApplication } from '~/server/entities/applications.server';
import { readResume } from '~/server/entities/resumes.server';
import { getActiveJob } from '~/server/entities/jobs.server';
import {
  createContactLead,
  createDownloadGateLead,
  createLeadModalLead,
  createQuoteLead,
  type Attribution,
} from '~/server/entities/leads.server';
import { log } from '~/server/platform/log.server';
import { checkFormRateLimit, screenSubmission } from '~/server/platform/spam.server';
import { queueVisitorConfirmation } from '~/server/privacy/confirmation.server';
import { consentFromForm } from '~/server/privacy/consent.server';
import { CONSENT_CHOICE_FIELD } from '~/domain/privacy';
import { withPostedForm } from '~/server/platform/uploads.server';
import { tooMuchTextFailure } from '~/content/forms/too-much-text';
import { bookForLeadUrl, withBookCallLink } from '~/server/meetings/booking-link.server';
import { localeOfRequest } from '~/domain/locales';
import { applicationTexts, confirmationTexts, contactTexts, downloadGateTexts, leadModalTexts, quoteTexts, spamTexts } from '~/server/pages/form-texts.server';

type Context = Readonly<RouterContextProvider>;
type Text = { title: string; message: string };
type Success = Text & { extra?: Record<string, string | boolean> };
type Stored = { ok: true; success: Success } | { ok: false; status: number; text: Text };

const ATTRIBUTION_MAX = 500;

// ── Attribution ─────────────────────────────────────────────────────────────────────────────

function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Tags can come from the Referer header's query, never checked by a form schema: drop NUL & co.
  const trimmed = withoutForbiddenCharacters(value).trim().slice(0, ATTRIBUTION_MAX);
  return trimmed === '' ? null : trimmed;
}

function cleanUrl(value: unknown): string | null {
  const text = cleanText(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

/**
 * The page the form was sent from (the action's own path), and the referrer and UTM tags the
 * browser captured when the visitor landed (hidden fields). Without JavaScript there are no
 * captured values; the UTM tags of the page URL itself (the Referer header) are used instead.
 */
export function readAttribution(formData: FormData, request: Request): Attribution {
  const source_page = new URL(request.url).pathname;
  const captured = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, cleanText(formData.get(field))])) as Record<
    (typeof ATTRIBUTION_FIELDS)[number],
    string | null
  >;
  let pageTags: URLSearchParams | undefined;
  const hasCapturedTags = ATTRIBUTION_FIELDS.some((field) => field !== 'referrer' && captured[field]);
  if (!hasCapturedTags) {
    try {
      pageTags = new URL(request.headers.get('referer') ?? '').searchParams;
    } catch {
      pageTags = undefined;
    }
  }
  const tag = (field: Exclude<(typeof ATTRIBUTION_FIELDS)[number], 'referrer'>) => captured[field] ?? cleanText(pageTags?.get(field));
  return {
    source_page,
    referrer: cleanUrl(captured.referrer),
    utm_source: tag('utm_source'),
    utm_medium: tag('utm_medium'),
    utm_campaign: tag('utm_campaign'),
    utm_term: tag('utm_term'),
    utm_content: tag('utm_content'),
  };
}

// ── The common flow ─────────────────────────────────────────────────────────────────────────

const hiddenFields = new Set<string>([HONEYPOT_FIELD, FORM_TOKEN_FIELD, FORM_NAME_FIELD, ...ATTRIBUTION_FIELDS, ...Object.values(CONSENT_CHOICE_FIELD)]);

function visibleValues(formData: FormData): Record<string, string> {
  const values = formDataObject(formData);
  for (const name of hiddenFields) delete values[name];
  return values;
}

interface FormSpec<T> {
  form: PublicFormName;
  validate: (formData: FormData) => Validation<T>;
  failure: Text;
  /** Which instance of the form on the page answered (a job id, a resource id). */
  key?: (formData: FormData) => string | undefined;
  /** The success a honeypot hit is shown (nothing is stored). */
  decoy: (formData: FormData) => Promise<Success> | Success;
  store: (input: T, attribution: Attribution, formData: FormData) => Promise<Stored>;
}

/**
 * What a public form posted with files may carry: the job application, the one with a file input,
 * has one file and 25 fields. Past these the body is refused as unreadable (withPostedForm).
 */
const PUBLIC_FORM_LIMITS = { files: 1, fields: 100 };

async function handle<T>(request: Request, routerContext: Context, spec: FormSpec<T>) {
  return withPostedForm(request, (formData) => answer(formData, request, requestInfo(routerContext), spec), {
    limits: PUBLIC_FORM_LIMITS,
    // The form's own failure text, on the form, as for any other refusal.
    whenUnreadable: () => data<FormResult>({ ok: false, form: spec.form, ...spec.failure }, { status: 400 }),
    // Text over the form's budget (ADR 290): the limit on the form, without the values sent back.
    whenTooMuchText: (limit) => data<FormResult>({ ok: false, form: spec.form, ...tooMuchTextFailure(limit) }, { status: 413 }),
  });
}

/** A posted form's answer: the checks in order, then the form's own storing. */
async function answer<T>(formData: FormData, request: Request, context: RequestInfo, spec: FormSpec<T>) {
  const key = spec.key?.(formData);
  const refuse = (status: number, text: Text, values?: Record<string, string>) =>
    data<FormResult>({ ok: false, form: spec.form, key, ...text, values }, { status });

  if (formData.get(FORM_NAME_FIELD) !== spec.form) return refuse(400, spec.failure);

  // Issue 48: the refusals in the language of the page the form was sent from.
  const refusals = spamTexts(localeOfRequest(request));
  const screen = screenSubmission(formData, refusals);
  if (screen.kind === 'honeypot') {
    log.info({ form: spec.form, ip: context.clientIp, requestId: context.requestId }, 'honeypot hit: answered success, stored nothing');
    return data<FormResult>({ ok: true, form: spec.form, key, ...(await spec.decoy(formData)) });
  }
  if (screen.kind === 'refused') {
    log.info({ form: spec.form, ip: context.clientIp, reason: screen.title }, 'form submission refused');
    return refuse(screen.status, screen, visibleValues(formData));
  }

  const validation = spec.validate(formData);
  if (!validation.ok) return refuse(400, validation.failure, visibleValues(formData));

  try {
    const limit = await checkFormRateLimit(context, refusals);
    if (limit.kind === 'refused') {
      log.warn({ form: spec.form, ip: context.clientIp }, 'form rate limit reached');
      return refuse(limit.status, limit, visibleValues(formData));
    }
    const stored = await spec.store(validation.data, readAttribution(formData, request), formData);
    if (!stored.ok) return refuse(stored.status, stored.text, visibleValues(formData));
    return data<FormResult>({ ok: true, form: spec.form, key, ...stored.success });
  } catch (error) {
    log.error({ err: error, form: spec.form, requestId: context.requestId }, 'storing a form submission failed');
    return refuse(500, spec.failure, visibleValues(formData));
  }
}

const stored = (success: Success): Stored => ({ ok: true, success });

// ── One handler per form ────────────────────────────────────────────────────────────────────

export function handleQuoteSubmission(request: Request, context: Context) {
  // Issue 48: checked, answered, stored and confirmed in the language of the page it came from.
  const locale = localeOfRequest(request);
  const texts = quoteTexts(locale);
  const mail = confirmationTexts(locale);
  return handle(request, context, {
    form: 'quote',
    validate: (formData) => validateQuote(formData, texts.checks),
    failure: texts.failure,
    decoy: () => texts.success,
    store: async (input, attribution, formData) => {
      const lead = await createQuoteLead(input, attribution, await consentFromForm(formData, new Date(), locale), locale);
      // One moment for both links, so the e-mail's and the answer's are the same signed link.
      const now = new Date();
      const labels = mail.received;
      await queueVisitorConfirmation({
        form: 'quote',
        leadId: lead.id,
        email: input.email,
        locale,
        bookCallUrl: bookForLeadUrl(lead.id, now, locale),
        received: [
          [labels.name, `${input.first_name} ${input.last_name}`],
          [labels.company, input.company_name],
          [labels.projectType, mail.option(input.project_type)],
          [labels.budget, mail.option(input.budget)],
          [labels.timeline, mail.option(input.timeline)],
          [labels.message, input.message],
        ],
      });
      return stored(withBookCallLink(texts.success, lead.id, now, mail.bookCallLabel, locale));
    },
  });
}

export function handleContactSubmission(request: Request, context: Context) {
  const locale = localeOfRequest(request);
  const texts = contactTexts(locale);
  const mail = confirmationTexts(locale);
  return handle(request, context, {
    form: 'contact',
    validate: (formData) => validateContact(formData, texts.checks),
    failure: texts.failure,
    decoy: () => texts.success,
    store: async (input, attribution, formData) => {
      const lead = await createContactLead(input, attribution, await consentFromForm(formData, new Date(), locale), locale);
      // One moment for both links, so the e-mail's and the answer's are the same signed link.
      const now = new Date();
      const labels = mail.received;
      await queueVisitorConfirmation({
        form: 'contact',
        leadId: lead.id,
        email: input.email,
        locale,
        bookCallUrl: bookForLeadUrl(lead.id, now, locale),
        received: [
          [labels.name, `${input.first_name} ${input.last_name}`],
          [labels.company, input.company_name],
          [labels.message, input.message],
        ],
      });
      return stored(withBookCallLink(texts.success, lead.id, now, mail.bookCallLabel, locale));
    },
  });
}

export function handleLeadModalSubmission(request: Request, context: Context) {
  const locale = localeOfRequest(request);
  const texts = leadModalTexts(locale);
  const labels = confirmationTexts(locale).received;
  return handle(request, context, {
    form: 'lead_modal',
    validate: (formData) => validateLeadModal(formData, texts.checks),
    failure: texts.failure,
    decoy: () => texts.success,
    store: async (input, attribution, formData) => {
      const lead = await createLeadModalLead(input, leadSourceLabel(attribution.source_page ?? ''), attribution, await consentFromForm(formData, new Date(), locale), locale);
      await queueVisitorConfirmation({
        form: 'lead_modal',
        leadId: lead.id,
        email: input.email,
        locale,
        received: [
          [labels.name, `${input.first_name} ${input.last_name}`],
          [labels.company, input.company_name],
          [labels.phone, input.phone],
          [labels.message, input.message],
        ],
      });
      return stored(texts.success);
    },
  });
}

/** Whether a gated PDF ships with this build (for the answer a page without JavaScript shows). */
export function isDownloadAvailable(resourceId: string): boolean {
  const relative = path.join(DOWNLOADS_PATH, resourceId);
  const candidates = [
    path.resolve(process.env.BUILD_DIR ?? 'build', 'client', `.${relative}`),
    path.resolve('public', `.${relative}`),
  ];
  return candidates.some((file) => fs.existsSync(file));
}

function downloadSuccess(resourceId: string, success: Text): Success {
  const resource = findResource(resourceId);
  return {
    ...success,
    extra: {
      resource_id: resourceId,
      resource_name: resource?.name ?? '',
      resource_type: resource?.type ?? '',
      available: resource ? isDownloadAvailable(resource.id) : false,
    },
  };
}

export function handleDownloadGateSubmission(request: Request, context: Context) {
  const locale = localeOfRequest(request);
  const texts = downloadGateTexts(locale);
  const mail = confirmationTexts(locale);
  return handle(request, context, {
    form: 'download_gate',
    validate: (formData) => validateDownloadGate(formData, texts.checks),
    failure: texts.failure,
    key: (formData) => String(formData.get('resource_id') ?? ''),
    decoy: (formData) => downloadSuccess(String(formData.get('resource_id') ?? ''), texts.success),
    store: async (input, attribution, formData) => {
      const resource = findResource(input.resource_id);
      if (!resource) throw new Error('unknown resource after validation');
      const lead = await createDownloadGateLead(
        { email: input.email, consultation: input.consultation, resource, page: attribution.source_page ?? '' },
        attribution,
        await consentFromForm(formData, new Date(), locale),
        locale,
      );
      await queueVisitorConfirmation({
        form: 'download_gate',
        leadId: lead.id,
        email: input.email,
        locale,
        received: [
          [mail.received.resource, resource.name],
          [mail.received.consultation, input.consultation ? mail.language.yes : mail.language.no],
        ],
      });
      return stored(downloadSuccess(resource.id, texts.success));
    },
  });
}

export function handleApplicationSubmission(request: Request, context: Context) {
  const locale = localeOfRequest(request);
  const texts = applicationTexts(locale);
  return handle(request, context, {
    form: 'job_application',
    validate: (formData) => validateJobApplication(formData, texts.checks),
    failure: texts.failure,
    key: (formData) => String(formData.get('job_id') ?? ''),
    decoy: async (formData) => {
      const job = await getActiveJob(String(formData.get('job_id') ?? '')).catch(() => undefined);
      return texts.success(job?.title ?? texts.selectedJob);
    },
    store: async (input, attribution, formData) => {
      // The résumé is checked by its bytes before anything is stored; a refusal keeps the typed values.
      const resume = await readResume(formData, texts.messages);
      if (!resume.ok) return { ok: false, status: 400, text: { title: texts.failure.title, message: resume.message } };
      const result = await createApplication(input, attribution, resume.resume, await consentFromForm(formData, new Date(), locale), locale);
      if (!result.ok) return { ok: false, status: 400, text: { title: texts.failure.title, message: texts.messages.job } };
      return stored(texts.success(result.application.job_title ?? texts.selectedJob));
    },
  });
}
