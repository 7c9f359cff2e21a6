/** The About page's partner logos (see logos.ts). */
import type { LogoItem } from '~/content/site/logos';

/** About page marquee (product: 40 s). */
const partnerLogoList = [
  { name: 'Stratus Cloud Platform', logo: '/images/logos/stratus-cloud-platform.svg', website: 'https://www.stratus-cloud-platform.example' },
  { name: 'Vectorline Analytics', logo: '/images/logos/vectorline-analytics.svg', website: 'https://www.vectorline-analytics.example' },
  { name: 'Helio CMS', logo: '/images/logos/helio-cms.svg', website: 'https://www.helio-cms.example' },
  { name: 'Quanta Identity', logo: '/images/logos/quanta-identity.svg', website: 'https://www.quanta-identity.example' },
  { name: 'Parallax Commerce', logo: '/images/logos/parallax-commerce.svg', website: 'https://www.parallax-commerce.example' },
  { name: 'Sentinel Grid Security', logo: '/images/logos/sentinel-grid-security.svg', website: 'https://www.sentinel-grid-security.example' },
  { name: 'Lumen Data Cloud', logo: '/images/logos/lumen-data-cloud.svg', website: 'https://www.lumen-data-cloud.example' },
  { name: 'Orbitra CRM', logo: '/images/logos/orbitra-crm.svg', website: 'https://www.orbitra-crm.example' },
  { name: 'Cipherwall', logo: '/images/logos/cipherwall.svg', website: 'https://www.cipherwall.example' },
  { name: 'Nimbus Works', logo: '/images/logos/nimbus-works.svg', website: 'https://www.nimbus-works.example' },
] as const satisfies readonly LogoItem[];

export const partnerLogos: readonly LogoItem[] = partnerLogoList;
