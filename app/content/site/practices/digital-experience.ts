/**
 * The Digital Experience practice: its six services, hero (its page's intro is in digital-experience.ts). practices.ts lists the three practices
 * together (home, What We Do); the Digital Experience page imports only this one.
 */
import { practiceIndex } from '~/content/site/practices/catalog';
import type { Practice, PracticeService } from '~/content/site/practices/index';
import type { Six } from '~/content/types';

export const digitalExperienceServices = [
  { id: 'user-experience-design', title: 'User Experience Design' },
  { id: 'customer-journey-mapping', title: 'Customer Journey Mapping' },
  { id: 'digital-transformation-consulting', title: 'Digital Transformation Consulting' },
  { id: 'marketing-as-a-service', title: 'Marketing as a Service' },
  { id: 'staff-augmentation', title: 'Staff Augmentation' },
  { id: 'experience-intelligence-optimization', title: 'Experience Intelligence & Optimization' },
] as const satisfies Six<PracticeService>;

export const digitalExperiencePractice = {
  ...practiceIndex[0],
  hero: {
    eyebrow: 'Digital Experience',
    headline: 'Experiences designed around the people who use them',
    subhead:
      'Research-led design, journey strategy and delivery teams that take a product from first concept to a launch you can measure — and keep improving it afterwards.',
  },
  services: digitalExperienceServices,
} as const satisfies Practice;
