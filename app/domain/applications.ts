/**
 * Job applications in the back office (product §2 "Job applications", §4, §8): statuses, the inline
 * status form, the notes form, and the product's messages verbatim.
 */
import { z } from 'zod';
import { MAX, tooLong } from './forms';
import { asString } from '~/domain/values';
import { APPLICATION_STATUSES, type ApplicationStatus } from './options';
import { withoutInvisibleCharacters } from './resume-accept';

/** product §4: any status may be chosen at any time. */
// The list lives in ./options (one source with the database's CHECK and the seed); re-exported for this module's users.
export { APPLICATION_STATUSES, type ApplicationStatus };

export const APPLICATION_ADMIN_MESSAGES = {
  statusError: (message: string) => `Error updating status: ${message}`,
  notesError: (message: string) => `Error updating notes: ${message}`,
  deleteError: (message: string) => `Error deleting application: ${message}`,
  confirmDelete: 'Are you sure you want to delete this application?',
  empty: 'No applications found.',
  // Ours (product names no text for these).
  notesSaved: 'Notes saved.',
  deleted: 'Application deleted.',
  notFound: 'This application no longer exists.',
  invalidStatus: 'Please choose one of the application statuses.',
} as const;

export const APPLICATION_NOTES_MAX = MAX.longText;


export const applicationStatusSchema = z.preprocess(
  asString,
  z.enum(APPLICATION_STATUSES, { message: APPLICATION_ADMIN_MESSAGES.invalidStatus }),
);

/** Save Notes: empty notes are stored as null. */
export const applicationNotesSchema = z.preprocess(
  asString,
  z
    .string()
    .trim()
    .max(APPLICATION_NOTES_MAX, tooLong('Notes', APPLICATION_NOTES_MAX))
    .transform((value) => (value === '' ? null : value)),
);

/** The job's title: the related job's current title, else the one stored when the application came in. */
export function applicationJobTitle(application: { job_title_current?: string | null; job_title: string | null }): string {
  return application.job_title_current ?? application.job_title ?? 'Position no longer listed';
}

/** The admin page of one application (its details open in the list; the notification links here). */
export function applicationAdminPath(id: string): string {
  return `/admin/job-applications?application=${encodeURIComponent(id)}`;
}

/** The audit log's "who" for a withdrawal made with the candidate's signed link (no person's address). */
export const WITHDRAWN_BY = 'candidate (signed withdraw link)';

/** The résumé's download address in the admin. */
export function resumeDownloadPath(applicationId: string): string {
  return `/admin/job-applications/${encodeURIComponent(applicationId)}/resume`;
}

/** The download's file name: the candidate's name and the type's extension ('Ada Lovelace - resume.pdf'). */
export function resumeDownloadName(candidate: { first_name: string; last_name: string }, contentType: string): string {
  const extension = contentType === 'application/pdf' ? 'pdf' : contentType === 'application/msword' ? 'doc' : 'docx';
  // eslint-disable-next-line no-control-regex -- control characters and quotes never reach a header
  const name = `${candidate.first_name} ${candidate.last_name}`.replace(/[\u0000-\u001f\u007f"\\/]/g, '').replace(/\s+/g, ' ').trim();
  return `${name || 'Candidate'} - resume.${extension}`;
}

/**
 * Content-Disposition: attachment, an ASCII fallback name and the name in RFC 5987 form, without
 * control, bidi-override or other invisible characters in either (issue 40, finding 13).
 */
export function attachmentDisposition(name: string): string {
  const fileName = withoutInvisibleCharacters(name).replace(/\s+/g, ' ').trim() || 'resume';
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'resume';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
