/**
 * Résumé files (issue 18): read from the application form, checked by their bytes, stored in
 * job_application_resumes beside the application (deleted with it), and handed out only to staff
 * whose role may open job applications (the route checks that before calling here).
 */
import { eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES, RESUME_MAX_BYTES, RESUME_TYPES } from '~/domain/job-application';
import type { Translated } from '~/content/locales/shape';
import { cleanResumeFileName } from '~/domain/resume-accept';
import { db } from '~/server/db/db.server';
import { job_application_resumes, job_applications } from '~/server/db/schema.server';
import { detectFileType } from '~/server/platform/file-types.server';
import { readFileField } from '~/server/platform/uploads.server';

/** The form field the file arrives in. */
export const RESUME_FIELD = 'resume_file';

/** A résumé ready to store. */
export interface ResumeUpload {
  file_name: string;
  content_type: string;
  size_bytes: number;
  content: Uint8Array;
}

export type ResumeCheck = { ok: true; resume: ResumeUpload | null } | { ok: false; message: string };

/**
 * The résumé of an application form: none (it is optional), a PDF, DOCX or DOC of at most 10 MB
 * as its bytes say, or a refusal with the message the candidate sees (nothing is stored then).
 */
export async function readResume(form: FormData, messages: Translated<typeof APPLICATION_MESSAGES> = APPLICATION_MESSAGES): Promise<ResumeCheck> {
  const field = await readFileField(form, RESUME_FIELD);
  if (field.kind === 'none') return { ok: true, resume: null };
  if (field.kind === 'text') return { ok: false, message: messages.resumeNotFile };
  if (field.size === 0) return { ok: false, message: messages.resumeEmpty };
  if (field.size > RESUME_MAX_BYTES) return { ok: false, message: messages.resumeTooLarge };
  const detected = await detectFileType(field.bytes);
  const type = detected && detected.ext in RESUME_TYPES ? RESUME_TYPES[detected.ext as keyof typeof RESUME_TYPES] : undefined;
  if (!type) return { ok: false, message: messages.resumeType };
  return { ok: true, resume: { file_name: cleanResumeFileName(field.name), content_type: type.mime, size_bytes: field.size, content: field.bytes } };
}

/** What staff see of a stored résumé (no bytes). */
export interface ResumeSummary {
  file_name: string;
  content_type: string;
  size_bytes: number;
}

/** The résumé's name, type and size; undefined when the application has none. */
export async function getResumeSummary(applicationId: string): Promise<ResumeSummary | undefined> {
  const [row] = await db()
    .select({
      file_name: job_application_resumes.file_name,
      content_type: job_application_resumes.content_type,
      size_bytes: job_application_resumes.size_bytes,
    })
    .from(job_application_resumes)
    .where(eq(job_application_resumes.application_id, applicationId))
    .limit(1);
  return row;
}

/** The file with the candidate's name (the download is named after them); undefined when none. */
export async function getResumeFile(
  applicationId: string,
): Promise<(ResumeSummary & { content: Uint8Array; first_name: string; last_name: string }) | undefined> {
  const [row] = await db()
    .select({
      file_name: job_application_resumes.file_name,
      content_type: job_application_resumes.content_type,
      size_bytes: job_application_resumes.size_bytes,
      content: job_application_resumes.content,
      first_name: job_applications.first_name,
      last_name: job_applications.last_name,
    })
    .from(job_application_resumes)
    .innerJoin(job_applications, eq(job_applications.id, job_application_resumes.application_id))
    .where(eq(job_application_resumes.application_id, applicationId))
    .limit(1);
  return row;
}
