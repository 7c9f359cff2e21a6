/**
 * /admin/media — the media library (issue 17): upload (works without JavaScript; with it, drag and
 * drop, several files with progress), the images with thumbnail, size, alt text (editable) and
 * where each is used, search by name or alt text, and delete (refused while the image is in use).
 */
import { data, Form } from 'react-router';
import { AdminPageHeader, FormAlert } from '~/components/admin/editor-kit';
import { MediaLibraryList } from '~/components/admin/media-library-list';
import { MediaUploader } from '~/components/admin/media-uploader';
import { buttonClass } from '~/components/ui/button';
import { mediaAdminCopy as copy } from '~/content/admin/media';
import { parseIntent } from '~/domain/admin-form';
import { MEDIA_LIMITS } from '~/domain/media';
import { queryText } from '~/domain/query-params';
import { deleteFromForm, prepareForUpload, saveAltFromForm, uploadFromForm } from '~/server/admin/media-flow.server';
import { listLibrary } from '~/server/entities/media.server';
import { requireStaff, type StaffSession } from '~/server/platform/auth.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
import type { Route } from './+types/index';
import { withPostedForm } from '~/server/platform/uploads.server';

const LIBRARY = '/admin/media';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'media');
  const search = queryText(new URL(args.request.url).searchParams, 'q', MEDIA_LIMITS.search);
  return { images: await listLibrary(search), search };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'media');
  prepareForUpload(args.request);
  return withPostedForm(args.request, (form) => answerLibraryForm(staff, form));
}

async function answerLibraryForm(staff: StaffSession, form: FormData) {
  const intent = parseIntent(form, ['upload', 'alt', 'delete'] as const);
  if (intent === 'upload') {
    const answer = await uploadFromForm(staff, form);
    if (answer.ok) return redirectWithFlash(LIBRARY, { kind: 'success', message: answer.messages.join(' ') });
    return data({ intent, messages: answer.messages, altError: answer.altError, id: null }, { status: 400 });
  }
  if (intent === 'alt' || intent === 'delete') {
    const answer = intent === 'alt' ? await saveAltFromForm(staff, form) : await deleteFromForm(staff, form);
    if (answer.ok) return redirectWithFlash(LIBRARY, { kind: 'success', message: answer.message });
    return data({ intent, messages: [answer.message], altError: answer.altError, id: answer.id }, { status: answer.message === copy.notFound ? 404 : 400 });
  }
  throw data('Bad request', { status: 400 });
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { images, search } = loaderData;
  const uploadRefused = actionData?.intent === 'upload' ? actionData : undefined;
  const rowRefused = actionData && actionData.intent !== 'upload' ? actionData : undefined;
  return (
    <>
      <AdminPageHeader title={copy.title} />
      <p className="mb-6 max-w-3xl text-sm text-slate-700">{copy.intro}</p>
      <FormAlert message={uploadRefused?.messages.join(' ')} />
      <MediaUploader altError={uploadRefused?.altError} />
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="media-search" className="block text-sm font-medium text-slate-800">
            {copy.searchLabel}
          </label>
          <input id="media-search" type="search" name="q" defaultValue={search} maxLength={MEDIA_LIMITS.search} className="mt-1 rounded-md border border-slate-400 px-3 py-2" />
        </div>
        <button type="submit" className={buttonClass('secondary', 'px-4 py-2')}>
          {copy.search}
        </button>
      </Form>
      <MediaLibraryList images={images} searching={search !== ''} refused={rowRefused ? { id: rowRefused.id, message: rowRefused.messages.join(' '), altError: rowRefused.altError } : undefined} />
    </>
  );
}

export function meta() {
  return [{ title: `${copy.title} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
