/**
 * The three practice areas and their six services each. The home page "What we do"
 * section and the What We Do page read from here; each practice page imports only its own module
 * (practice-*.ts) and the navigation only practice-index.ts. Each service links to
 * `{route}#{id}`, and the practice pages anchor their sections by the same ids.
 */
import { digitalExperiencePractice, digitalExperienceServices } from '~/content/site/practices/digital-experience';
import { generativeAiPractice, generativeAiServices } from '~/content/site/practices/generative-ai';
import { securityPractice, securityServices } from '~/content/site/practices/security-services';
import type { Hero, Six } from '~/content/types';

export { digitalExperienceServices, generativeAiServices, securityServices };
export { pickService, practiceFaqHeading } from '~/content/site/practices/catalog';

export interface PracticeService {
  /** Anchor id on the practice page (product §2). */
  readonly id: string;
  readonly title: string;
}

export type PracticeId = 'digital-experience' | 'generative-ai' | 'security-services';
export type PracticeRoute = `/${PracticeId}`;

export interface Practice {
  readonly id: PracticeId;
  readonly name: string;
  readonly route: PracticeRoute;
  readonly hero: Hero;
  readonly services: Six<PracticeService>;
}

export const practices = [digitalExperiencePractice, generativeAiPractice, securityPractice] as const satisfies readonly Practice[];

export type DigitalExperienceServiceId = (typeof digitalExperienceServices)[number]['id'];
export type GenerativeAiServiceId = (typeof generativeAiServices)[number]['id'];
export type SecurityServiceId = (typeof securityServices)[number]['id'];
export type PracticeServiceId = DigitalExperienceServiceId | GenerativeAiServiceId | SecurityServiceId;

/** `/digital-experience#user-experience-design` */
export function serviceHref(practice: Pick<Practice, 'route'>, service: Pick<PracticeService, 'id'>): string {
  return `${practice.route}#${service.id}`;
}
