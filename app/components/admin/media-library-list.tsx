/**
 * The media library's images (issue 17): a thumbnail, the file name, size and dimensions, the alt
 * text in its own small form, where the image is used, its address, and Delete. A refused alt edit
 * or delete shows its message on that image's row.
 */
import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { mediaAdminCopy as copy } from '~/content/admin/media';
import { MEDIA_LIMITS } from '~/domain/media';

export interface LibraryListEntry {
  id: string;
  url: string;
  thumbnail: string;
  fileName: string;
  alt: string;
  width: number;
  height: number;
  originalBytes: number;
  storedBytes: number;
  usedBy: string[];
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function MediaLibraryList({
  images,
  searching,
  refused,
}: {
  images: LibraryListEntry[];
  searching: boolean;
  refused?: { id: string | null; message: string; altError?: string };
}) {
  if (images.length === 0) return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{searching ? copy.noMatches : copy.empty}</p>;
  return (
    <ul aria-label={copy.title} className="space-y-4">
      {images.map((image) => {
        const rowRefusal = refused?.id === image.id ? refused : undefined;
        const altId = `alt-${image.id}`;
        return (
          <li key={image.id} data-testid="media-item" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 md:flex-row">
            <img
              src={image.thumbnail}
              alt=""
              width={160}
              height={Math.round((160 * image.height) / image.width)}
              loading="lazy"
              className="h-auto w-40 shrink-0 self-start rounded border border-slate-200 bg-slate-100 object-contain"
            />
            <div className="min-w-0 flex-1 space-y-2 text-sm">
              <p className="font-semibold break-all text-ink">{image.fileName}</p>
              <p className="text-slate-700">
                {copy.dimensions(image.width, image.height)} · {copy.sizes(formatBytes(image.originalBytes), formatBytes(image.storedBytes))}
              </p>
              <p className="text-slate-700">
                {copy.copyAddress}: <code className="break-all">{image.url}</code>
              </p>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="alt" />
                <input type="hidden" name="id" value={image.id} />
                <div className="min-w-60 flex-1">
                  <label htmlFor={altId} className="block font-medium text-slate-800">
                    {copy.altLabel}
                  </label>
                  <input
                    id={altId}
                    name="alt"
                    required
                    maxLength={MEDIA_LIMITS.alt}
                    defaultValue={image.alt}
                    aria-invalid={rowRefusal?.altError ? true : undefined}
                    aria-describedby={rowRefusal ? `${altId}-error` : undefined}
                    className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
                  />
                </div>
                <button type="submit" className={buttonClass('secondary', 'px-3 py-2')}>
                  {copy.saveAlt}
                </button>
              </Form>
              <div>
                <p className="font-medium text-slate-800">{copy.columns.usedBy}</p>
                {image.usedBy.length > 0 ? (
                  <ul className="list-disc ps-5 text-slate-700">
                    {image.usedBy.map((place) => (
                      <li key={place}>{place}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-600">{copy.notUsed}</p>
                )}
              </div>
              {rowRefusal ? (
                <p id={`${altId}-error`} role="alert" className="font-medium text-red-700">
                  {rowRefusal.message}
                </p>
              ) : null}
              <Form
                method="post"
                onSubmit={(event) => {
                  if (!window.confirm(copy.deleteQuestion)) event.preventDefault();
                }}
              >
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={image.id} />
                <button type="submit" className={buttonClass('danger', 'px-3 py-2')} aria-label={`${copy.delete} ${image.fileName}`}>
                  {copy.delete}
                </button>
              </Form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
