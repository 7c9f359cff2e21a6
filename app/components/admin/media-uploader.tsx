/**
 * The media library's upload form (issue 17). Without JavaScript: a plain multipart form (files and
 * one alt text for them), posted to the library page's action. With JavaScript: a drop zone and
 * the file picker add files to a list, each with its own alt text; Upload sends them one by one to
 * /admin/media.json with a progress bar each, then reloads the library.
 */
import { useRef, useState, type DragEvent } from 'react';
import { Form, useRevalidator } from 'react-router';
import { sendImage, warmImageProcessing } from '~/components/admin/media-upload-request';
import { Button, buttonClass } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { useHydrated } from '~/components/ui/use-hydrated';
import { mediaAdminCopy as copy } from '~/content/admin/media';
import { MEDIA_LIMITS } from '~/domain/media';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

interface QueuedFile {
  key: string;
  file: File;
  alt: string;
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'refused';
  messages: string[];
}

export function MediaUploader({ altError }: { altError?: string }) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="media-upload-heading" className="mb-8 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="media-upload-heading" className="mb-4 text-lg font-semibold text-ink">
        {copy.uploadHeading}
      </h2>
      {hydrated ? <EnhancedUploader /> : <PlainUploader altError={altError} />}
    </section>
  );
}

function PlainUploader({ altError }: { altError?: string }) {
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4">
      <input type="hidden" name="intent" value="upload" />
      <div>
        <label htmlFor="media-files" className="block text-sm font-medium text-slate-800">
          {copy.fileLabel}
        </label>
        <input id="media-files" name="file" type="file" accept={ACCEPT} multiple required className="mt-1 block text-sm" />
      </div>
      <TextField name="alt" label={copy.altLabel} required maxLength={MEDIA_LIMITS.alt} hint={`${copy.altHint} ${copy.altHintMultiple}`} error={altError} />
      <button type="submit" className={buttonClass('primary')}>
        {copy.upload}
      </button>
    </Form>
  );
}

function EnhancedUploader() {
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const update = (key: string, change: Partial<QueuedFile>) => setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    warmImageProcessing();
    const added = [...files].map((file, index) => ({ key: `${Date.now()}-${index}-${file.name}`, file, alt: '', progress: 0, state: 'waiting' as const, messages: [] }));
    setQueue((items) => [...items.filter((item) => item.state !== 'done'), ...added]);
    if (input.current) input.current.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  const uploadAll = async () => {
    setBusy(true);
    let stored = 0;
    for (const item of queue.filter((entry) => entry.state === 'waiting' || entry.state === 'refused')) {
      const alt = item.alt.trim();
      if (alt === '') {
        update(item.key, { state: 'refused', messages: [copy.altRequired] });
        continue;
      }
      update(item.key, { state: 'sending', progress: 0, messages: [] });
      const answer = await sendImage(item.file, alt, (progress) => update(item.key, { progress }), copy.networkError);
      stored += answer.uploaded.length;
      update(item.key, { state: answer.ok ? 'done' : 'refused', progress: answer.ok ? 1 : 0, messages: answer.messages });
    }
    setBusy(false);
    if (stored > 0) void revalidator.revalidate();
  };

  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
        className={`rounded-md border-2 border-dashed p-6 text-center text-sm ${dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}
      >
        <p className="mb-3 text-slate-700">{copy.dropHint}</p>
        <label htmlFor="media-files" className="block text-sm font-medium text-slate-800">
          {copy.fileLabel}
        </label>
        <input id="media-files" ref={input} type="file" accept={ACCEPT} multiple onChange={(event) => add(event.target.files)} className="mx-auto mt-2 block text-sm" />
      </div>
      {queue.length > 0 ? (
        <ul aria-label={copy.chosenFiles} className="space-y-3">
          {queue.map((item) => (
            <li key={item.key} className="rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-end gap-3">
                <TextField
                  className="min-w-60 flex-1"
                  label={copy.fileAltLabel(item.file.name)}
                  required
                  maxLength={MEDIA_LIMITS.alt}
                  value={item.alt}
                  disabled={item.state === 'sending' || item.state === 'done'}
                  onChange={(event) => update(item.key, { alt: event.target.value })}
                />
                {item.state !== 'sending' && item.state !== 'done' ? (
                  <Button variant="ghost" className="px-3 py-2" onClick={() => setQueue((items) => items.filter((entry) => entry.key !== item.key))}>
                    {copy.removeFile(item.file.name)}
                  </Button>
                ) : null}
              </div>
              {item.state === 'sending' || item.state === 'done' ? (
                <progress className="mt-2 w-full" max={1} value={item.progress} aria-label={copy.progress(item.file.name)} />
              ) : null}
              {item.messages.length > 0 ? (
                <ul role={item.state === 'refused' ? 'alert' : 'status'} className={`mt-2 text-sm ${item.state === 'refused' ? 'text-red-700' : 'text-green-800'}`}>
                  {item.messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Button onClick={() => void uploadAll()} disabled={busy || !queue.some((item) => item.state === 'waiting' || item.state === 'refused')}>
        {busy ? copy.uploading : copy.upload}
      </Button>
    </div>
  );
}
