/** The home page's client logos (see logos.ts). */
import type { LogoItem } from '~/content/site/logos';

const clientLogoList = [
  { name: 'Aldermont Health System', logo: '/images/logos/aldermont-health-system.svg', website: 'https://www.aldermont-health-system.example' },
  { name: 'Brightwater Financial Group', logo: '/images/logos/brightwater-financial-group.svg', website: 'https://www.brightwater-financial-group.example' },
  { name: 'Caldera Telecom', logo: '/images/logos/caldera-telecom.svg' },
  { name: 'Dunmore Logistics', logo: '/images/logos/dunmore-logistics.svg', website: 'https://www.dunmore-logistics.example' },
  { name: 'Everstone Capital Partners', logo: '/images/logos/everstone-capital-partners.svg' },
  { name: 'Fairhaven Foods', logo: '/images/logos/fairhaven-foods.svg', website: 'https://www.fairhaven-foods.example' },
  { name: 'Granite Ridge Manufacturing', logo: '/images/logos/granite-ridge-manufacturing.svg' },
  { name: 'Harborline Insurance', logo: '/images/logos/harborline-insurance.svg', website: 'https://www.harborline-insurance.example' },
  { name: 'Ironvale Energy', logo: '/images/logos/ironvale-energy.svg' },
  { name: 'Juniper Crest Hospitality', logo: '/images/logos/juniper-crest-hospitality.svg', website: 'https://www.juniper-crest-hospitality.example' },
  { name: 'Kestrel Aerospace Components', logo: '/images/logos/kestrel-aerospace-components.svg' },
  { name: 'Lakeshore Credit Union', logo: '/images/logos/lakeshore-credit-union.svg', website: 'https://www.lakeshore-credit-union.example' },
  { name: 'Meridian Pike Retail', logo: '/images/logos/meridian-pike-retail.svg' },
  { name: 'Norrland Wind Power', logo: '/images/logos/norrland-wind-power.svg', website: 'https://www.norrland-wind-power.example' },
  { name: 'Oakhurst Pharmaceuticals', logo: '/images/logos/oakhurst-pharmaceuticals.svg' },
  { name: 'Pinecrest County Services', logo: '/images/logos/pinecrest-county-services.svg', website: 'https://www.pinecrest-county-services.example' },
  { name: 'Quarry Hill Building Products', logo: '/images/logos/quarry-hill-building-products.svg' },
  { name: 'Redwater Mobile', logo: '/images/logos/redwater-mobile.svg', website: 'https://www.redwater-mobile.example' },
  { name: 'Silverbrook Medical Devices', logo: '/images/logos/silverbrook-medical-devices.svg' },
  { name: 'Tallgrass Agricultural Cooperative', logo: '/images/logos/tallgrass-agricultural-cooperative.svg', website: 'https://www.tallgrass-agricultural-cooperative.example' },
  { name: 'Umberfield Beverages', logo: '/images/logos/umberfield-beverages.svg' },
  { name: 'Vantage Row Apparel', logo: '/images/logos/vantage-row-apparel.svg', website: 'https://www.vantage-row-apparel.example' },
  { name: 'Westmarch Bank', logo: '/images/logos/westmarch-bank.svg' },
  { name: 'Yellowpine Solar', logo: '/images/logos/yellowpine-solar.svg', website: 'https://www.yellowpine-solar.example' },
  { name: 'Zephyr Fiber Networks', logo: '/images/logos/zephyr-fiber-networks.svg' },
  { name: 'Amberly Home Goods', logo: '/images/logos/amberly-home-goods.svg', website: 'https://www.amberly-home-goods.example' },
  { name: 'Bluecastle Transit Authority', logo: '/images/logos/bluecastle-transit-authority.svg' },
  { name: 'Cobaltline Semiconductors', logo: '/images/logos/cobaltline-semiconductors.svg', website: 'https://www.cobaltline-semiconductors.example' },
  { name: 'Driftwood Travel Group', logo: '/images/logos/driftwood-travel-group.svg' },
  { name: 'Emberton Dairy', logo: '/images/logos/emberton-dairy.svg', website: 'https://www.emberton-dairy.example' },
  { name: 'Foxglove Care Clinics', logo: '/images/logos/foxglove-care-clinics.svg' },
  { name: 'Greyhaven Equity Partners', logo: '/images/logos/greyhaven-equity-partners.svg', website: 'https://www.greyhaven-equity-partners.example' },
  { name: 'Highmoor Utilities', logo: '/images/logos/highmoor-utilities.svg' },
  { name: 'Indigo Quay Properties', logo: '/images/logos/indigo-quay-properties.svg', website: 'https://www.indigo-quay-properties.example' },
  { name: 'Larkspur Learning', logo: '/images/logos/larkspur-learning.svg' },
  { name: 'Marlowe & Finch Wealth Management', logo: '/images/logos/marlowe-and-finch-wealth-management.svg', website: 'https://www.marlowe-and-finch-wealth-management.example' },
  { name: 'Novaterra Chemicals', logo: '/images/logos/novaterra-chemicals.svg' },
  { name: 'Orchard Lane Grocers', logo: '/images/logos/orchard-lane-grocers.svg', website: 'https://www.orchard-lane-grocers.example' },
] as const satisfies readonly LogoItem[];

/** The 38 client logos, in display order (the marquee doubles the list itself). */
export const clientLogos: readonly LogoItem[] = clientLogoList;

/**
 * What the home page's logo strip shows of each client — name and file, not the website — sent
 * by its loader as data (issue 44: a list in the page's code cost every visit ~1 KB of JavaScript).
 */
export const clientLogoStrip: readonly LogoItem[] = clientLogos.map(({ name, logo }) => ({ name, logo }));

/** product §2: the strip holds 38 client names (checked at compile time). */
export const CLIENT_LOGO_COUNT = clientLogoList.length satisfies 38;
