/**
 * /admin/media.json — the media library for scripts on staff pages (issue 17): GET lists the
 * library (the image fields' picker, ?q= to search); POST uploads the files of a multipart form
 * (the library's uploader and the image fields send one file each, to show progress per file) and
 * answers what was stored and what was refused, as JSON; `intent=warm`, sent when a file is chosen,
 * starts the image worker ahead of the upload (204). The library page itself works without it.
 */
import { MEDIA_LIMITS } from '~/domain/media';
import { queryText } from '~/domain/query-params';
import { prepareForChosenFile, prepareForUpload, uploadFromForm } from '~/server/admin/media-flow.server';
import { listLibrary } from '~/server/entities/media.server';
import { requireStaff } from '~/server/platform/auth.server';
import type { Route } from './+types/files';
import { withPostedForm } from '~/server/platform/uploads.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'media');
  const search = queryText(new URL(args.request.url).searchParams, 'q', MEDIA_LIMITS.search);
  const images = (await listLibrary(search)).map(({ id, url, thumbnail, alt, width, height, fileName }) => ({ id, url, thumbnail, alt, width, height, fileName }));
  return Response.json({ images }, { headers: PRIVATE });
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'media');
  prepareForUpload(args.request);
  return withPostedForm(args.request, async (form) => {
    // `intent=warm`: a file was chosen; its upload follows once the alt text is typed.
    if (form.get('intent') === 'warm') {
      prepareForChosenFile();
      return new Response(null, { status: 204, headers: PRIVATE });
    }
    const answer = await uploadFromForm(staff, form);
    return Response.json(answer, { status: answer.ok ? 200 : 400, headers: PRIVATE });
  });
}
