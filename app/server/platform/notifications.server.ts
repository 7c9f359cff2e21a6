/**
 * The notification sent to the sales (or hiring) inbox for every new lead and job application:
 * a subject, an HTML body and a plain-text body with the same content. Every value is
 * HTML-escaped; empty values read 'Not provided'. product §7 gives the quote notification's
 * subject and content; the others follow the same pattern.
 */
import { withoutForbiddenCharacters } from '~/domain/form-basics';
import { escapeHtml } from '~/server/platform/mail.server';
import { formatFileSize, resumeTypeLabel } from '~/domain/job-application';
import { candidateConfirmationCopy } from '~/content/forms/application';
import type { AttributionColumn, contact_leads, job_applications } from '~/server/db/schema.server';
import { LANGUAGE_LABEL, languageName } from '~/content/admin/languages';
import type { Translated } from '~/content/locales/shape';

type LeadRow = typeof contact_leads.$inferSelect;
type ApplicationRow = typeof job_applications.$inferSelect;

export interface Notification {
  subject: string;
  html: string;
  text: string;
}

type Value = string | number | boolean | null | undefined;

interface Section {
  title: string;
  /** Label/value rows… */
  rows?: [string, Value][];
  /** …or a block of free text (kept with its line breaks). */
  body?: Value;
}

/** Where the row came from; absent when the caller has no attribution. */
type Attribution = Partial<Pick<LeadRow, AttributionColumn>>;

const NOT_PROVIDED = 'Not provided';

/**
 * The language an e-mail is written in (issue 48): its `lang` and direction, and how it shows an
 * empty or yes/no value. Staff e-mails are English; a visitor's follow their form's locale.
 */
export interface EmailLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
  notProvided: string;
  yes: string;
  no: string;
}

export const ENGLISH_EMAIL: EmailLanguage = { lang: 'en', dir: 'ltr', notProvided: NOT_PROVIDED, yes: 'Yes', no: 'No' };

function show(value: Value, language: EmailLanguage = ENGLISH_EMAIL): string {
  if (value === null || value === undefined || value === '') return language.notProvided;
  if (typeof value === 'boolean') return value ? language.yes : language.no;
  return String(value);
}

function attributionSection(row: Attribution): Section {
  return {
    title: 'Source',
    rows: [
      ['Page', row.source_page],
      ['Referrer', row.referrer],
      ['UTM source', row.utm_source],
      ['UTM medium', row.utm_medium],
      ['UTM campaign', row.utm_campaign],
      ['UTM term', row.utm_term],
      ['UTM content', row.utm_content],
    ],
  };
}

/**
 * Lays the sections out as HTML (escaped) and as plain text. English e-mails are laid out as they
 * always were; another language's carries `lang` and `dir` on its root and aligns to its start.
 */
export function composeNotification(
  subject: string,
  heading: string,
  sections: Section[],
  closing: string,
  language: EmailLanguage = ENGLISH_EMAIL,
): Notification {
  const textParts = [heading, ''];
  const rtl = language.dir === 'rtl';
  const root =
    language === ENGLISH_EMAIL
      ? '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">'
      : `<!doctype html><html lang="${escapeHtml(language.lang)}" dir="${language.dir}"><body dir="${language.dir}" style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5;text-align:${rtl ? 'right' : 'left'}">`;
  // Mail clients ignore logical CSS: a row's label sits on the reading side, its gap after it.
  const labelCell = rtl ? '<th align="right" style="padding-left:16px;vertical-align:top">' : '<th align="left" style="padding-right:16px;vertical-align:top">';
  const htmlParts = [
    root,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>`,
  ];
  for (const section of sections) {
    textParts.push(section.title, '-'.repeat(section.title.length));
    htmlParts.push(`<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>`);
    if (section.rows) {
      htmlParts.push('<table cellpadding="4" cellspacing="0" style="border-collapse:collapse">');
      for (const [label, value] of section.rows) {
        textParts.push(`${label}: ${show(value, language)}`);
        htmlParts.push(`<tr>${labelCell}${escapeHtml(label)}</th><td>${escapeHtml(show(value, language))}</td></tr>`);
      }
      htmlParts.push('</table>');
    }
    if (section.body !== undefined) {
      textParts.push(show(section.body, language));
      htmlParts.push(`<p style="white-space:pre-wrap;margin:0">${escapeHtml(show(section.body, language))}</p>`);
    }
    textParts.push('');
  }
  textParts.push(closing);
  htmlParts.push(`<p style="margin-top:24px;font-weight:bold">${escapeHtml(closing)}</p>`, '</body></html>');
  // A subject is one line (the webhook's JSON carries it as is): a visitor's CR/LF becomes a space.
  return { subject: withoutForbiddenCharacters(subject.replace(/[\r\n\t\u2028\u2029]+/g, ' ')), html: htmlParts.join('\n'), text: textParts.join('\n') };
}

const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

/** Issue 46: the office and owner the routing rules gave the lead, and why. */
export interface LeadAssignmentForNotification {
  office: string;
  /** null: nobody at the office could take it (everyone away). */
  owner: string | null;
  explanation: string;
}

/** A lead as its notification shows it: what every form stores, the quote form's project details if given. */
export type LeadForNotification = Pick<LeadRow, 'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'company_name' | 'message'> &
  Partial<Pick<LeadRow, 'job_title' | 'industry' | 'project_type' | 'budget' | 'timeline' | 'service' | 'country' | 'locale'>> &
  Attribution & { assignment?: LeadAssignmentForNotification };

/**
 * Issue 48: the language the visitor wrote in, named in English ("Language: Arabic"), so staff
 * answer in it. Only for a language other than English, the default every lead had before.
 */
function languageRows(record: { locale?: string | null }): [string, Value][] {
  return record.locale && record.locale !== 'en' ? [[LANGUAGE_LABEL, languageName(record.locale)]] : [];
}

/** Issue 46: whom the lead was given to and why ("Assigned to Dubai / Layla: rule 1, country = AE"); none before routing. */
function assignmentSections(lead: LeadForNotification): Section[] {
  if (!lead.assignment) return [];
  return [
    {
      title: 'Assignment',
      rows: [
        ['Office', lead.assignment.office],
        ['Owner', lead.assignment.owner ?? 'Nobody available (the office’s owners are told)'],
        ['Country', lead.country],
        ['Why', lead.assignment.explanation],
      ],
    },
  ];
}

/** product §7: 'New Quote Request from {first} {last}'; contact information, project details, description; reply within 24 hours. */
export function quoteNotification(lead: LeadForNotification): Notification {
  return composeNotification(
    `New Quote Request from ${fullName(lead)}`,
    'A new quote request has arrived from the website.',
    [
      {
        title: 'Contact Information',
        rows: [
          ['Name', fullName(lead)],
          ['Email', lead.email],
          ['Phone', lead.phone],
          ['Company', lead.company_name],
          ['Job Title', lead.job_title],
          ...languageRows(lead),
        ],
      },
      {
        title: 'Project Details',
        rows: [
          ['Industry', lead.industry],
          ['Project Type', lead.project_type],
          ['Service', lead.service],
          ['Budget', lead.budget],
          ['Timeline', lead.timeline],
        ],
      },
      { title: 'Project Description', body: lead.message },
      ...assignmentSections(lead),
      attributionSection(lead),
    ],
    'Please respond to this quote request within 24 hours.',
  );
}

export function contactNotification(lead: LeadForNotification): Notification {
  const name = fullName(lead) || lead.email || 'a website visitor';
  return composeNotification(
    `New Contact Message from ${name}`,
    'A new message has arrived through the contact form.',
    [
      {
        title: 'Contact Information',
        rows: [
          ['Name', fullName(lead)],
          ['Email', lead.email],
          ['Company', lead.company_name],
          ...languageRows(lead),
        ],
      },
      { title: 'Message', body: lead.message },
      ...assignmentSections(lead),
      attributionSection(lead),
    ],
    'Please reply to this message within one business day.',
  );
}

export function leadModalNotification(lead: LeadForNotification): Notification {
  return composeNotification(
    `New AI Transformation Lead from ${fullName(lead)}`,
    'A visitor asked to start an AI transformation.',
    [
      {
        title: 'Contact Information',
        rows: [
          ['Name', fullName(lead)],
          ['Email', lead.email],
          ['Phone', lead.phone],
          ['Company', lead.company_name],
          ...languageRows(lead),
        ],
      },
      { title: 'Message', body: lead.message },
      ...assignmentSections(lead),
      attributionSection(lead),
    ],
    'We promised a reply within 24 hours: please contact this lead today.',
  );
}

export function downloadGateNotification(
  lead: LeadForNotification,
  download: { resourceName: string; resourceType: string; resourceId: string; consultation: boolean },
): Notification {
  return composeNotification(
    `${download.consultation ? 'Consultation Request and Download' : 'New Download'}: ${download.resourceName}`,
    download.consultation
      ? 'A visitor downloaded a resource and asked for a consultation.'
      : 'A visitor downloaded a gated resource.',
    [
      {
        title: 'Download',
        rows: [
          ['Email', lead.email],
          ['Resource', download.resourceName],
          ['Type', download.resourceType],
          ['File', download.resourceId],
          ['Consultation requested', download.consultation],
          ...languageRows(lead),
        ],
      },
      { title: 'Lead Message', body: lead.message },
      ...assignmentSections(lead),
      attributionSection(lead),
    ],
    download.consultation ? 'Please contact this lead within 24 hours to arrange the consultation.' : 'No reply is required.',
  );
}

export type ApplicationForNotification = Pick<
  ApplicationRow,
  | 'id'
  | 'job_title'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'linkedin_url'
  | 'portfolio_url'
  | 'resume_url'
  | 'experience_years'
  | 'current_company'
  | 'current_position'
  | 'availability_date'
  | 'salary_expectation'
  | 'cover_letter'
  | 'additional_info'
> &
  Partial<Pick<ApplicationRow, 'locale'>> &
  Attribution;

/** What the staff notification adds when known: the application's page in the admin, the résumé file. */
export interface ApplicationNotificationExtras {
  adminUrl?: string;
  resume?: { file_name: string; content_type: string; size_bytes: number } | null;
}

export function applicationNotification(application: ApplicationForNotification, extras: ApplicationNotificationExtras = {}): Notification {
  const job = application.job_title ?? 'an open position';
  const resumeFile = extras.resume ? `${extras.resume.file_name} (${resumeTypeLabel(extras.resume.content_type)}, ${formatFileSize(extras.resume.size_bytes)})` : null;
  return composeNotification(
    `New Job Application: ${job} from ${fullName(application)}`,
    `A new application for ${job} has arrived.`,
    [
      {
        title: 'Applicant',
        rows: [
          ['Name', fullName(application)],
          ['Email', application.email],
          ['Phone', application.phone],
          ['LinkedIn', application.linkedin_url],
          ['Portfolio', application.portfolio_url],
          ['Resume', application.resume_url],
          ...languageRows(application),
          ...(extras.resume !== undefined ? ([['Resume file', resumeFile]] as [string, Value][]) : []),
        ],
      },
      {
        title: 'Experience',
        rows: [
          ['Position applied for', job],
          ['Years of experience', application.experience_years],
          ['Current company', application.current_company],
          ['Current position', application.current_position],
          ['Available from', application.availability_date],
          ['Salary expectation', application.salary_expectation],
        ],
      },
      { title: 'Cover Letter', body: application.cover_letter },
      { title: 'Additional Information', body: application.additional_info },
      attributionSection(application),
      ...(extras.adminUrl ? [{ title: 'Open in the admin', body: extras.adminUrl }] : []),
    ],
    'Please review this application within five business days.',
  );
}

/**
 * The candidate's confirmation (issue 18): the job, what happens next, whom to write to, and the
 * signed link that withdraws the application (valid 30 days).
 */
export function candidateConfirmation(
  application: Pick<ApplicationRow, 'first_name' | 'last_name' | 'job_title'>,
  links: { withdrawUrl: string; jobUrl: string },
  /** Issue 48: the copy and layout of the candidate's language (server/pages/form-texts.server.ts); English when absent. */
  language: { copy: Translated<typeof candidateConfirmationCopy>; email: EmailLanguage } = { copy: candidateConfirmationCopy, email: ENGLISH_EMAIL },
): Notification {
  const job = application.job_title ?? 'the position';
  const { copy } = language;
  return composeNotification(
    copy.subject(job),
    copy.heading(application.first_name, job),
    [
      { title: copy.nextTitle, body: copy.next },
      { title: copy.jobTitle, rows: [[copy.position, job], [copy.jobPage, links.jobUrl]] },
      { title: copy.contactTitle, body: copy.contact },
      { title: copy.withdrawTitle, body: `${copy.withdraw}\n${links.withdrawUrl}` },
    ],
    copy.closing,
    language.email,
  );
}
