/**
 * An image field of a content form (team photo, testimonial image, partner logo, article featured
 * image, portfolio image; issue 17), self-contained so a form only swaps its TextField for it.
 *
 * The field is the image's address: a media library address or an image hosted elsewhere. Without
 * JavaScript it is a text field with a link to the library (each image there shows its address).
 * With JavaScript, "Choose from library" opens a dialog that lists the library (search by name or
 * alt text) and uploads a new image (with its alt text, with progress) and puts its address in the
 * field. The dialog is rendered outside the form (a portal), so it never changes what the form posts.
 */
import { useEffect, useId, useState } from "react";
import { createPortal } from "react-dom";
import { sendImage, warmImageProcessing } from "~/components/admin/media-upload-request";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { mediaAdminCopy } from "~/content/admin/media";
import { MEDIA_LIMITS, parseLibraryImageUrl } from "~/domain/media";

const copy = mediaAdminCopy.picker;
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

interface PickerImage {
  id: string;
  url: string;
  thumbnail: string;
  alt: string;
  width: number;
  height: number;
  fileName: string;
}

export function ImageField({
  name,
  label,
  defaultValue,
  error,
  required,
  maxLength = 2000,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  required?: boolean;
  maxLength?: number;
}) {
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const library = parseLibraryImageUrl(value);
  return (
    <div className="space-y-2">
      <TextField
        name={name}
        label={label}
        inputMode="url"
        required={required}
        maxLength={maxLength}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        hint={copy.urlHint}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {hydrated ? (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            onClick={() => setOpen(true)}
          >
            {copy.choose}
          </Button>
        ) : null}
        <a
          href="/admin/media"
          target="_blank"
          rel="noopener"
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {copy.openLibrary}
        </a>
      </div>
      {library ? (
        <img
          src={`/media/${library.hash}-${Math.min(320, library.width)}w.webp`}
          alt={copy.preview}
          width={120}
          height={Math.round((120 * library.height) / library.width)}
          className="rounded border border-slate-200 bg-slate-100"
        />
      ) : null}
      {/* In a portal: outside the content form, so Enter in the dialog's fields never submits it. */}
      {hydrated
        ? createPortal(
            <Dialog
              open={open}
              onClose={() => setOpen(false)}
              title={copy.dialogTitle}
              size="lg"
              closeLabel={copy.close}
            >
              {open ? (
                <LibraryPicker
                  onPick={(url) => {
                    setValue(url);
                    setOpen(false);
                  }}
                />
              ) : null}
            </Dialog>,
            document.body,
          )
        : null}
    </div>
  );
}

function LibraryPicker({ onPick }: { onPick: (url: string) => void }) {
  const [images, setImages] = useState<PickerImage[] | null>(null);
  const [search, setSearch] = useState("");
  const searchId = useId();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/admin/media.json?q=${encodeURIComponent(search.trim())}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((response) =>
          response.ok
            ? (response.json() as Promise<{ images: PickerImage[] }>)
            : { images: [] },
        )
        .then((answer) => setImages(answer.images))
        .catch(() => undefined);
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);
  return (
    <div className="space-y-6">
      <InlineUpload onUploaded={onPick} />
      <div>
        <label
          htmlFor={searchId}
          className="block text-sm font-medium text-slate-800"
        >
          {mediaAdminCopy.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={MEDIA_LIMITS.search}
          className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
        />
      </div>
      {images === null ? (
        <p className="text-sm text-slate-700">{copy.loading}</p>
      ) : images.length === 0 ? (
        <p className="text-sm text-slate-700">
          {search ? mediaAdminCopy.noMatches : mediaAdminCopy.empty}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => onPick(image.url)}
                aria-label={copy.use(image.alt)}
                className="block w-full rounded-md border border-slate-200 p-2 text-start text-xs hover:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
              >
                <img
                  src={image.thumbnail}
                  alt=""
                  width={160}
                  height={Math.round((160 * image.height) / image.width)}
                  className="h-24 w-full rounded bg-slate-100 object-contain"
                />
                <span className="mt-1 block truncate text-slate-700">
                  {image.alt}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function InlineUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const fileId = useId();
  const upload = async () => {
    if (!file) return setMessages([mediaAdminCopy.noFile]);
    if (alt.trim() === "") return setMessages([mediaAdminCopy.altRequired]);
    setMessages([]);
    setProgress(0);
    const answer = await sendImage(
      file,
      alt.trim(),
      setProgress,
      mediaAdminCopy.networkError,
    );
    setProgress(null);
    const uploaded = answer.uploaded[0];
    if (answer.ok && uploaded) onUploaded(uploaded.url);
    else setMessages(answer.messages);
  };
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">
        {copy.uploadLabel}
      </legend>
      <div>
        <label
          htmlFor={fileId}
          className="block text-sm font-medium text-slate-800"
        >
          {mediaAdminCopy.fileLabel}
        </label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPT}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            if (chosen) warmImageProcessing();
          }}
          className="mt-1 block text-sm"
        />
      </div>
      <TextField
        label={copy.uploadAlt}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        maxLength={MEDIA_LIMITS.alt}
        hint={mediaAdminCopy.altHint}
      />
      {progress !== null ? (
        <progress
          className="w-full"
          max={1}
          value={progress}
          aria-label={mediaAdminCopy.progress(file?.name ?? "")}
        />
      ) : null}
      {messages.length > 0 ? (
        <ul role="alert" className="text-sm text-red-700">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <Button onClick={() => void upload()} disabled={progress !== null}>
        {progress !== null ? mediaAdminCopy.uploading : copy.uploadButton}
      </Button>
    </fieldset>
  );
}
