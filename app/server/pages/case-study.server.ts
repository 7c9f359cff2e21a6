/**
 * A partner's case study for the page: parsed into slides (domain/case-study.ts), each Markdown
 * part already parsed into a tree for `MarkdownView` (no Markdown parser in the browser).
 */
import type { CaseStudyView } from '~/domain/case-study';
import { parseCaseStudy } from '~/domain/case-study';
import { markdownTree } from '~/server/pages/markdown.server';

export function caseStudyView(text: string | null | undefined): CaseStudyView | null {
  const study = parseCaseStudy(text);
  if (!study) return null;
  return {
    title: study.title,
    slides: study.slides.map((slide) => ({
      challenge: slide.challenge ? markdownTree(slide.challenge) : null,
      solution: slide.solution ? markdownTree(slide.solution) : null,
      results: slide.results.map((result) => markdownTree(result)),
    })),
  };
}
