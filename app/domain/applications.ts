/**
 * Job applications in the back office (SPEC §2 "Job applications", §4, §8): statuses, the inline
 * status form, the notes form, and SPEC's messages verbatim.
 */
import { z } from 'zod';
import { MAX, tooLong } from './forms';
import { asString } from '~/domain/values';
import { APPLICATION_STATUSES, type ApplicationStatus } from './options';

/** SPEC §4: any status may be chosen at any time. */
// The list lives in ./options (one source with the database's CHECK and the seed); re-exported for this module's users.
export { APPLICATION_STATUSES, type ApplicationStatus };

export const APPLICATION_ADMIN_MESSAGES = {
  statusError: (message: string) => `Error updating status: ${message}`,
  notesError: (message: string) => `Error updating notes: ${message}`,
  deleteError: (message: string) => `Error deleting application: ${message}`,
  confirmDelete: 'Are you sure you want to delete this application?',
  empty: 'No applications found.',
  // Ours (SPEC names no text for these).
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
