/**
 * The three practice areas by id, name and page, in SPEC order: all the site chrome (navigation,
 * footer) needs of practices.ts, kept apart so every page does not carry the practices' copy.
 */
export const practiceIndex = [
  { id: 'digital-experience', name: 'Digital Experience', route: '/digital-experience' },
  { id: 'generative-ai', name: 'Generative AI and Data', route: '/generative-ai' },
  { id: 'security-services', name: 'Security Services', route: '/security-services' },
] as const;
