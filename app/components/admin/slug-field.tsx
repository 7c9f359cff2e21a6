import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { TextField } from '~/components/ui/field';
import { slugFieldCopy } from '~/content/admin/editors';
import { slugify } from '~/domain/slug';

/**
 * A title (or name) field and the slug that follows it (product §5): while the slug has not been
 * edited by hand it is `slugify(title)` after every keystroke; once edited it stays as typed
 * (emptying it hands it back to the title). `follow` is false for a saved record, so its public
 * address does not change when the title is reworded. Without JavaScript the server derives an
 * empty slug from the title.
 */
export function useDerivedSlug({ source, slug, follow }: { source: string; slug: string; follow: boolean }) {
  const [slugValue, setSlugValue] = useState(slug);
  const [following, setFollowing] = useState(follow);
  // Both fields are left to the browser (defaultValue), not held by React: what a slow phone's user
  // typed before the page's script ran stays in the fields instead of being put back to the served
  // values when React takes over. The slug is written into its field while it follows the title.
  const sourceRef = useRef<HTMLInputElement>(null);
  const slugRef = useRef<HTMLInputElement>(null);
  const showSlug = (next: string) => {
    if (slugRef.current) slugRef.current.value = next;
    setSlugValue(next);
  };
  useEffect(() => {
    const slugTypedEarly = slugRef.current?.value;
    const sourceTypedEarly = sourceRef.current?.value;
    if (slugTypedEarly !== undefined && slugTypedEarly !== slug) {
      setSlugValue(slugTypedEarly);
      setFollowing(slugTypedEarly.trim() === '');
    } else if (follow && sourceTypedEarly !== undefined && sourceTypedEarly !== source) {
      showSlug(slugify(sourceTypedEarly));
    }
    // Once, when the fields are first run: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    following,
    slugValue,
    sourceProps: {
      defaultValue: source,
      ref: sourceRef,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (following) showSlug(slugify(event.target.value));
      },
    },
    slugProps: {
      defaultValue: slug,
      ref: slugRef,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setSlugValue(event.target.value);
        setFollowing(event.target.value.trim() === '');
      },
    },
  };
}

/** Whether a form's slug should follow its title: a new record whose slug is empty or derived. */
export function slugFollows(mode: 'create' | 'edit', values: { slug: string; source: string }): boolean {
  return mode === 'create' && (values.slug === '' || values.slug === slugify(values.source));
}

export function SlugField({
  slug,
  error,
  pathPrefix,
  label = 'Slug',
  sourceLabel = 'title',
}: {
  slug: ReturnType<typeof useDerivedSlug>;
  error?: string;
  /** The public path before the slug, e.g. '/news-insights/'. */
  pathPrefix?: string;
  label?: string;
  /** What the slug is made from, as read in the hint ('title', 'name'). */
  sourceLabel?: string;
}) {
  const address = pathPrefix ? `${pathPrefix}${slug.slugValue || '…'}` : null;
  return (
    <TextField
      name="slug"
      label={label}
      error={error}
      autoComplete="off"
      spellCheck={false}
      maxLength={200}
      aria-required="true"
      hint={
        <>
          {slug.following ? slugFieldCopy.hintFollowing(sourceLabel) : slugFieldCopy.hintEdit}
          {address ? (
            <>
              {' '}
              <span className="font-mono">{address}</span>
            </>
          ) : null}
        </>
      }
      {...slug.slugProps}
    />
  );
}
