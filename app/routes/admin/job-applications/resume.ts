/**
 * /admin/job-applications/{id}/resume: a candidate's résumé file (issue 18), for staff whose role
 * may open job applications (recruiter, owner) only. Anonymous → the sign-in redirect, another
 * role → 403, a request another site started (Sec-Fetch-Site: cross-site, e.g. a link or an
 * embed elsewhere) → 403, no such file → 404. Always an attachment named after the candidate,
 * never cached, never sniffed as another type.
 */
import { data } from 'react-router';
import { attachmentDisposition, resumeDownloadName } from '~/domain/applications';
import { parseId } from '~/domain/admin-form';
import { getResumeFile } from '~/server/entities/resumes.server';
import { requireStaff } from '~/server/platform/auth.server';
import type { Route } from './+types/resume';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'job-applications');
  if (args.request.headers.get('sec-fetch-site') === 'cross-site') throw data('Cross-site requests are not allowed.', { status: 403 });
  const id = parseId(args.params.id);
  const file = id ? await getResumeFile(id) : undefined;
  if (!file) throw data('No résumé for this application.', { status: 404 });
  const body = new Uint8Array(file.content);
  return new Response(body, {
    headers: {
      'Content-Type': file.content_type,
      'Content-Length': String(body.byteLength),
      'Content-Disposition': attachmentDisposition(resumeDownloadName(file, file.content_type)),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
