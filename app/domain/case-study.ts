/**
 * The partner case-study parser (product §2 Partner detail). A partner's `case_study` text comes in
 * one of two layouts, and may hold several stories (one slide each):
 *
 * (a) headed Markdown sections, with an optional title line first:
 *       # Case Study: Moving a Claims Platform to the Cloud
 *       ## Challenge      …paragraphs…
 *       ## Solution       …paragraphs…
 *       ## Results        (or ## Result)
 *       - bullet results
 *
 * (b) paragraphs that begin with a label, in groups of three:
 *       Challenge: …
 *       Solution: …
 *       Results:
 *       - dash results
 *
 * Anything else is shown whole, as one story's challenge. Pure: no I/O, safe in the browser.
 */
import type { MarkdownTree } from '~/domain/markdown';

/** A parsed case study with its Markdown parsed on the server (case-study.server.ts). */
export interface CaseStudyView {
  title: string | null;
  slides: CaseStudySlideView[];
}

export interface CaseStudySlideView {
  /** null when the story has none. */
  challenge: MarkdownTree | null;
  solution: MarkdownTree | null;
  results: MarkdownTree[];
}

export interface CaseStudySlide {
  /** Markdown text; empty when the story has none. */
  challenge: string;
  solution: string;
  /** One entry per result (bullets' markers removed). */
  results: string[];
}

export interface CaseStudy {
  /** From a '# Case Study: …' line, when present. */
  title: string | null;
  layout: 'headed' | 'labelled' | 'plain';
  slides: CaseStudySlide[];
}

type Section = 'challenge' | 'solution' | 'results';

const TITLE_LINE = /^#\s*case study\s*:\s*(.+?)\s*#*\s*$/i;
/** '## Challenge', '### Results:', '# Result' — a heading whose whole text is a section name. */
const HEADING = /^#{1,6}\s+(challenge|solution|results?)\s*:?\s*#*\s*$/i;
/** 'Challenge: …', '**Solution:** …', '**Results**:' — a paragraph opening with a label. */
const LABEL = /^(?:\*\*|__)?(challenge|solution|results?)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(.*)$/i;
const BULLET = /^(?:[-*+•]|\d+[.)])\s+(.*)$/;

function sectionOf(name: string): Section {
  const lower = name.toLowerCase();
  return lower === 'challenge' ? 'challenge' : lower === 'solution' ? 'solution' : 'results';
}

/** Parses a case study; null when there is no text at all. */
export function parseCaseStudy(text: string | null | undefined): CaseStudy | null {
  const normalized = (text ?? '').replace(/\r\n?/g, '\n').trim();
  if (!normalized) return null;

  let lines = normalized.split('\n');
  let title: string | null = null;
  const titleMatch = TITLE_LINE.exec(lines[0]!.trim());
  if (titleMatch) {
    title = titleMatch[1]!.trim();
    lines = lines.slice(1);
  }

  const headed = parseSections(lines, (line) => {
    const match = HEADING.exec(line.trim());
    return match ? { section: sectionOf(match[1]!), rest: '' } : undefined;
  });
  if (headed) return { title, layout: 'headed', slides: headed };

  const labelled = parseSections(lines, (line) => {
    const match = LABEL.exec(line.trim());
    return match ? { section: sectionOf(match[1]!), rest: match[2]!.trim() } : undefined;
  });
  if (labelled) return { title, layout: 'labelled', slides: labelled };

  const whole = lines.join('\n').trim();
  if (!whole) return title ? { title, layout: 'plain', slides: [] } : null;
  return { title, layout: 'plain', slides: [{ challenge: whole, solution: '', results: [] }] };
}

interface Marker {
  section: Section;
  /** Text on the marker line after the label ('Challenge: A bank…'). */
  rest: string;
}

/**
 * Splits lines at section markers into stories. A new story starts when a section comes round
 * again (a second Challenge, or a Solution after the current story's Results). Returns undefined
 * when the text does not use this layout: it needs a Challenge marker and at least one other.
 */
function parseSections(lines: string[], markerOf: (line: string) => Marker | undefined): CaseStudySlide[] | undefined {
  const markers = lines.map(markerOf);
  const seen = new Set(markers.filter((m): m is Marker => m !== undefined).map((m) => m.section));
  if (!seen.has('challenge') || seen.size < 2) return undefined;

  const order: Section[] = ['challenge', 'solution', 'results'];
  const stories: Record<Section, string[]>[] = [];
  const preamble: string[] = [];
  let current: Record<Section, string[]> | undefined;
  let section: Section | undefined;

  lines.forEach((line, index) => {
    const marker = markers[index];
    if (marker) {
      const startsNew =
        !current ||
        (section !== undefined && order.indexOf(marker.section) <= order.indexOf(section) && hasText(current[marker.section]));
      if (startsNew) {
        current = { challenge: [], solution: [], results: [] };
        stories.push(current);
      }
      section = marker.section;
      if (marker.rest) current![section].push(marker.rest);
      return;
    }
    if (current && section) current[section].push(line);
    else preamble.push(line);
  });

  const slides = stories.map((story) => ({
    challenge: joinText(story.challenge),
    solution: joinText(story.solution),
    results: resultItems(story.results),
  }));
  const intro = joinText(preamble);
  if (intro && slides[0]) slides[0].challenge = slides[0].challenge ? `${intro}\n\n${slides[0].challenge}` : intro;
  return slides.filter((slide) => slide.challenge || slide.solution || slide.results.length > 0);
}

function hasText(lines: string[]): boolean {
  return lines.some((line) => line.trim() !== '');
}

function joinText(lines: string[]): string {
  return lines.join('\n').trim();
}

/**
 * Results as a list: each bullet is one result (an indented line under a bullet continues it);
 * without bullets, each paragraph is one result.
 */
function resultItems(lines: string[]): string[] {
  const items: string[] = [];
  let continuing = false;
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) items.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      flushParagraph();
      continuing = false;
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      flushParagraph();
      items.push(bullet[1]!.trim());
      continuing = true;
    } else if (continuing && /^\s/.test(raw)) {
      items[items.length - 1] = `${items[items.length - 1]} ${line}`;
    } else {
      continuing = false;
      paragraph.push(line);
    }
  }
  flushParagraph();
  return items.filter((item) => item !== '');
}
