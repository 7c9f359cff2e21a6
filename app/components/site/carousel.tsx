/**
 * The one carousel (DESIGN §3.9): testimonials, success stories and partner case studies.
 *
 * - previous / next wrap around at both ends; dots jump to a slide; ArrowLeft / ArrowRight /
 *   Home / End work while focus is on a control (in right-to-left text the arrows and the
 *   chevrons are mirrored: ArrowRight goes back; ADR 410);
 * - optional auto-play with a visible toggle; it pauses while the pointer is over the carousel or
 *   focus is inside it, and starts switched off under prefers-reduced-motion;
 * - WAI-ARIA carousel pattern: a region with aria-roledescription="carousel", each slide a group
 *   with aria-roledescription="slide" labelled 'n of total'; the slide area is a polite live
 *   region except while auto-playing;
 * - every slide is in the server-rendered HTML (the others are `hidden`), so the content is there
 *   without JavaScript.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { carouselWords, type CarouselWords } from '~/content/site/carousel';

export const DEFAULT_AUTOPLAY_MS = 5000;

/** The index after `index` moved by `step`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The visitor's reduced-motion preference (false while rendering on the server). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export interface CarouselState {
  index: number;
  count: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** Auto-play is switched on (it may still be paused by hover or focus). */
  playing: boolean;
  togglePlaying: () => void;
  /** Hover or focus is holding auto-play. */
  held: boolean;
  setHover: (hover: boolean) => void;
  setFocus: (focus: boolean) => void;
}

/** Carousel state: position, wrap-around moves and auto-play (when `autoPlayMs` is given). */
export function useCarousel(count: number, autoPlayMs?: number): CarouselState {
  const [index, setIndex] = useState(0);
  // The visitor's own choice from the toggle; until they make one, auto-play is on unless they
  // prefer reduced motion.
  const [choice, setChoice] = useState<boolean | undefined>(undefined);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = autoPlayMs !== undefined && (choice ?? !reducedMotion);

  // The list can shrink under the current slide (a revalidation); stay in range.
  const current = count > 0 ? Math.min(index, count - 1) : 0;
  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, 0, count)), [count]);
  const next = useCallback(() => setIndex((i) => wrapIndex(Math.min(i, count - 1), 1, count)), [count]);
  const previous = useCallback(() => setIndex((i) => wrapIndex(Math.min(i, count - 1), -1, count)), [count]);

  const held = hover || focus;
  useEffect(() => {
    if (!autoPlayMs || !playing || held || count <= 1) return;
    const timer = window.setInterval(next, autoPlayMs);
    return () => window.clearInterval(timer);
  }, [autoPlayMs, playing, held, count, next]);

  return {
    index: current,
    count,
    goTo,
    next,
    previous,
    playing,
    togglePlaying: () => setChoice(!playing),
    held,
    setHover,
    setFocus,
  };
}

/** Previous points to the inline start (left, or right in right-to-left text), next to the end (ADR 410). */
function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" focusable="false" width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="rtl:-scale-x-100">
      <path d={direction === 'previous' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';

export interface CarouselProps<T> {
  items: readonly T[];
  /** The carousel's accessible name, e.g. 'Client testimonials'. */
  label: string;
  renderSlide: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => string;
  /** Each slide's accessible name; default 'n of total'. */
  slideLabel?: (n: number, total: number) => string;
  /** Visible position text under the slides (e.g. 'Slide n of m'); none when omitted. */
  counter?: (n: number, total: number) => string;
  /** Auto-play interval in ms; no auto-play when omitted (see DEFAULT_AUTOPLAY_MS). */
  autoPlayMs?: number;
  /** Disables the controls (e.g. while loading). They are also disabled with one slide or none. */
  disabled?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  /** The controls' other words (roles, dots, auto-play) in the page's language; English by default. */
  words?: CarouselWords;
  className?: string;
  /** Tone of the controls row text. */
  inverse?: boolean;
}

export function Carousel<T>({
  items,
  label,
  renderSlide,
  getKey,
  slideLabel = (n, total) => `${n} of ${total}`,
  counter,
  autoPlayMs,
  disabled = false,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  words = carouselWords,
  className = '',
  inverse = false,
}: CarouselProps<T>) {
  const carousel = useCarousel(items.length, autoPlayMs);
  const { index, count } = carousel;
  const rootRef = useRef<HTMLElement>(null);
  const slidesId = useId();
  const controlsDisabled = disabled || count <= 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (controlsDisabled) return;
    // The arrow that points to the inline start goes back: ArrowRight in right-to-left text.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const moves: Record<string, () => void> = {
      ArrowLeft: rtl ? carousel.next : carousel.previous,
      ArrowRight: rtl ? carousel.previous : carousel.next,
      Home: () => carousel.goTo(0),
      End: () => carousel.goTo(count - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  return (
    <section
      ref={rootRef}
      aria-roledescription={words.carousel}
      aria-label={label}
      className={className}
      onMouseEnter={() => carousel.setHover(true)}
      onMouseLeave={() => carousel.setHover(false)}
      onFocus={() => carousel.setFocus(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) carousel.setFocus(false);
      }}
    >
      <div id={slidesId} aria-live={carousel.playing && !carousel.held ? 'off' : 'polite'}>
        {items.map((item, i) => (
          <div
            key={getKey ? getKey(item, i) : i}
            role="group"
            aria-roledescription={words.slide}
            aria-label={slideLabel(i + 1, count)}
            hidden={i !== index}
          >
            {renderSlide(item, i)}
          </div>
        ))}
      </div>

      {count > 0 ? (
        // Arrow keys, Home and End move the carousel while focus is on one of these controls.
        <div
          className={`mt-6 flex flex-wrap items-center justify-center gap-4 ${inverse ? 'text-white' : 'text-slate-700'}`}
          onKeyDown={onKeyDown}
        >
          {autoPlayMs !== undefined ? (
            <button
              type="button"
              aria-controls={slidesId}
              onClick={carousel.togglePlaying}
              disabled={controlsDisabled}
              className={`${controlClass} w-auto px-4 text-sm font-semibold`}
            >
              {carousel.playing ? words.pauseAutoPlay : words.startAutoPlay}
            </button>
          ) : null}
          <button
            type="button"
            aria-controls={slidesId}
            aria-label={previousLabel}
            onClick={carousel.previous}
            disabled={controlsDisabled}
            className={controlClass}
          >
            <ChevronIcon direction="previous" />
          </button>
          <ul className="flex items-center gap-1" aria-label={words.chooseSlide}>
            {items.map((item, i) => (
              <li key={getKey ? getKey(item, i) : i}>
                <button
                  type="button"
                  aria-controls={slidesId}
                  aria-label={words.goToSlide(i + 1)}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => carousel.goTo(i)}
                  disabled={controlsDisabled}
                  className="group inline-flex size-7 items-center justify-center rounded-full disabled:cursor-not-allowed"
                >
                  <span
                    aria-hidden="true"
                    className={`block size-2.5 rounded-full transition-colors motion-reduce:transition-none ${
                      i === index ? 'bg-brand-700 ring-2 ring-brand-700 ring-offset-2' : 'bg-slate-400 group-hover:bg-slate-600'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            aria-controls={slidesId}
            aria-label={nextLabel}
            onClick={carousel.next}
            disabled={controlsDisabled}
            className={controlClass}
          >
            <ChevronIcon direction="next" />
          </button>
          {counter ? (
            <p className="min-w-16 text-center text-sm font-medium" data-testid="carousel-counter">
              {counter(index + 1, count)}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
