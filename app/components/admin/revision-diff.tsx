import { Fragment, type ReactNode } from 'react';
import { revisionDiffCopy as copy } from '~/content/admin/revisions';
import type { FieldDiff, WordPart } from '~/domain/revision-diff';

/*
 * Two non-colour cues besides the background: removed text is struck through, added text
 * underlined (text and background pairs of at least 4.5:1 contrast, as the badges'). The padding
 * keeps a removal and the addition that follows it apart ('2026' '2027', not '20262027').
 */
const markClass = 'rounded-sm px-0.5 box-decoration-clone decoration-2';
const removedClass = `${markClass} bg-red-100 text-red-900 line-through decoration-red-900`;
const addedClass = `${markClass} bg-green-100 text-green-900 underline decoration-green-900 underline-offset-2`;

export interface RevisionDiffProps {
  diffs: FieldDiff[];
  /** The older side, as the history lists it: 'Revision 1 — 3 Nov 2026, 14:02'. */
  beforeLabel: string;
  /** The newer side. */
  afterLabel: string;
}

/**
 * The difference between two revisions, one section (h3) per changed field, then one line naming
 * the unchanged fields. Plain HTML: readable without JavaScript, and at 390 px (long words and
 * addresses wrap anywhere, the images stack).
 */
export function RevisionDiff({ diffs, beforeLabel, afterLabel }: RevisionDiffProps) {
  const changed = diffs.filter((diff) => diff.changed);
  const unchanged = diffs.filter((diff) => !diff.changed);
  return (
    <div className="min-w-0 space-y-4 text-ink">
      <ul aria-label={copy.legendLabel} className="space-y-1 text-sm wrap-anywhere">
        <li>
          <span className={removedClass}>{copy.removed}</span> {copy.onlyIn(beforeLabel)}
        </li>
        <li>
          <span className={addedClass}>{copy.added}</span> {copy.onlyIn(afterLabel)}
        </li>
      </ul>
      {changed.length === 0 ? <p className="text-sm text-slate-700">{copy.noDifferences}</p> : null}
      {changed.map((diff) => (
        <section key={diff.name} className="space-y-2 border-t border-slate-200 pt-4">
          <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{diff.label}</h3>
          <FieldBody diff={diff} beforeLabel={beforeLabel} afterLabel={afterLabel} />
        </section>
      ))}
      {unchanged.length > 0 ? (
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-700 wrap-anywhere">
          <span className="font-semibold">{copy.unchanged}:</span> {unchanged.map((diff) => diff.label).join(', ')}
        </p>
      ) : null}
    </div>
  );
}

function FieldBody({ diff, beforeLabel, afterLabel }: { diff: FieldDiff; beforeLabel: string; afterLabel: string }) {
  switch (diff.kind) {
    case 'text':
    case 'markdown':
    case 'list':
      // One flowing paragraph; Markdown is compared and shown as its source, the way it is edited.
      // dir="auto": an Arabic text reads right to left (the screen-reader words, dir="ltr", do not count).
      return (
        <p dir="auto" className="text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere">
          {diff.parts.map((part, index) => (
            <Part key={index} part={part} />
          ))}
        </p>
      );
    case 'image':
      return (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Thumbnail src={diff.before} side={copy.before} revision={beforeLabel} field={diff.label} />
          <Thumbnail src={diff.after} side={copy.after} revision={afterLabel} field={diff.label} />
        </div>
      );
    case 'value':
      return (
        <table className="w-full table-fixed text-start text-sm">
          <thead className="text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className="pe-3 pb-1 font-semibold">
                {copy.before}
              </th>
              <th scope="col" className="pb-1 font-semibold">
                {copy.after}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td dir="auto" className="pe-3 align-top wrap-anywhere">
                {diff.before}
              </td>
              <td dir="auto" className="align-top wrap-anywhere">
                {diff.after}
              </td>
            </tr>
          </tbody>
        </table>
      );
  }
}

/*
 * <del> and <ins> carry the meaning, but most screen readers do not announce them (VoiceOver
 * never; NVDA and JAWS only with a setting), and CSS-generated text is not read reliably either.
 * So each change is framed by visually hidden words ('removed: … end removed'), real text that
 * every screen reader reads in order and that axe has nothing against. They sit outside the
 * element, so <del>/<ins> hold exactly the changed text.
 */
function Part({ part }: { part: WordPart }) {
  if (part.kind === 'same') return <>{part.text}</>;
  const removed = part.kind === 'removed';
  const Tag = removed ? 'del' : 'ins';
  return (
    <>
      <span dir="ltr" className="sr-only">
        {removed ? copy.removedStart : copy.addedStart}
      </span>
      <Tag className={removed ? removedClass : addedClass}>{withLineBreakMarks(part.text)}</Tag>
      <span dir="ltr" className="sr-only">
        {removed ? copy.removedEnd : copy.addedEnd}
      </span>
    </>
  );
}

/** A removed or added line break is invisible by itself: a ↵ (hidden from screen readers) shows it. */
function withLineBreakMarks(text: string): ReactNode {
  if (!text.includes('\n')) return text;
  return text.split(/(\r?\n)/).map((piece, index) =>
    piece === '\n' || piece === '\r\n' ? (
      <Fragment key={index}>
        <span aria-hidden="true" className="select-none">
          ↵
        </span>
        {piece}
      </Fragment>
    ) : (
      piece
    ),
  );
}

function Thumbnail({ src, side, revision, field }: { src: string | null; side: string; revision: string; field: string }) {
  return (
    <figure className="min-w-0 space-y-1">
      {src ? (
        <img
          src={src}
          alt={copy.imageAlt(side, field)}
          width={240}
          height={160}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] h-auto w-full max-w-60 rounded border border-slate-200 bg-slate-50 object-contain"
        />
      ) : (
        <div className="flex aspect-[3/2] w-full max-w-60 items-center justify-center rounded border border-dashed border-slate-400 bg-slate-50 text-sm text-slate-700">
          {copy.noImage}
        </div>
      )}
      <figcaption className="text-xs text-slate-700 wrap-anywhere">
        <span className="font-semibold">{side}</span> — {revision}
        {src ? <span className="block text-slate-600">{src}</span> : null}
      </figcaption>
    </figure>
  );
}
