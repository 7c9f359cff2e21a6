import type { SeedPartner } from '~/server/seed/types.server';

// partners — 7 active covering all four partnership types, plus 1 inactive.
// Case-study layouts exercised by the partner-detail parser (product §2):
//   (a) headed Markdown: halcyon-cloud (with '# Case Study:' title, '## Results'),
//       meridian-commerce-systems (no title line, '## Result'),
//       saffron-bridge-consulting (with title, '## Results')
//   (b) 'Challenge:' / 'Solution:' / 'Results:' paragraphs:
//       bastion-ridge-security (one story), lumen-ledger-analytics (two stories)
//   plain text fitting neither layout: kestrel-health-informatics
//   null: tessellate-ai, pallas-workflow (inactive)
export const seedPartners: SeedPartner[] = [
  {
    slug: 'halcyon-cloud',
    name: 'Halcyon Cloud',
    logo_url: '/images/seed/partners/halcyon-cloud.svg',
    description: `**Halcyon Cloud** is a public-cloud platform provider offering compute, managed databases and AI infrastructure from data centers in North America, Europe and the Middle East.

Corvane Digital has been a Halcyon partner since 2016 and holds advanced specialisations in migration, data platforms and security. Our Hyderabad delivery center runs a dedicated Halcyon competency team of more than 40 certified engineers.

Together we help clients move legacy workloads to the cloud, build governed data platforms and deploy generative AI on infrastructure that meets regional data-residency requirements.`,
    website: 'https://halcyoncloud.example',
    partnership_type: 'Technology Partner',
    industry: 'Cloud Infrastructure',
    established_date: '2016-04-12',
    case_study: `# Case Study: Moving a Regional Insurer's Claims Platform to the Cloud

## Challenge
A regional property insurer ran its claims platform on ageing on-premises hardware whose support contract was ending in nine months. Month-end batch jobs took 14 hours, outages during storm season were frequent, and the security team had no central view of access to claims data.

## Solution
Corvane and Halcyon Cloud planned and executed a phased migration: a landing zone with zero trust network controls, re-platformed batch processing on managed containers, and a managed PostgreSQL service with point-in-time recovery. Claims documents moved to encrypted object storage with lifecycle policies, and all access flowed through a single identity provider.

## Results
- Migration completed in seven months, two months before the hardware support deadline
- Month-end batch processing reduced from 14 hours to 2.5 hours
- 99.97% platform availability through the following storm season
- 31% lower infrastructure run cost in the first year`,
    is_active: true,
    display_order: 1,
  },
  {
    slug: 'lumen-ledger-analytics',
    name: 'Lumen Ledger Analytics',
    logo_url: '/images/seed/partners/lumen-ledger-analytics.svg',
    description: `**Lumen Ledger Analytics** builds financial-crime and risk analytics software used by community banks, credit unions and payment companies.

Our strategic partnership, formed in 2019, combines Lumen Ledger's detection models with Corvane's data engineering, process design and change-management expertise. We jointly deliver implementations, integrate the platform with core banking systems and tune detection scenarios to each institution's risk profile.

The partnership has delivered more than 25 implementations across the United States and the Gulf, and the two firms co-develop accelerators for data onboarding and regulatory reporting.`,
    website: 'https://lumenledger.example',
    partnership_type: 'Strategic Partner',
    industry: 'Financial Services',
    established_date: '2019-09-03',
    case_study: `Challenge: A Texas community bank with $6 billion in assets was generating more than 4,000 anti-money-laundering alerts a month, and 97% of them were false positives. Investigators were falling behind and the bank's regulator had flagged the backlog.

Solution: Corvane integrated Lumen Ledger's detection platform with the bank's core system, rebuilt the customer risk-rating model with the compliance team, and redesigned the investigator workflow so related alerts were grouped into a single case.

Results:
- Monthly alert volume reduced by 62%
- Investigation backlog cleared within 90 days
- Average case review time cut from 48 minutes to 19 minutes

Challenge: A payments company expanding into the UAE needed transaction monitoring that met local regulatory expectations within six months, while keeping a single platform across both regions.

Solution: The joint team deployed a second Lumen Ledger instance in a UAE data center, localised detection scenarios and reporting templates, and built a shared case-management view that respected data-residency rules.

Results:
- Go-live in five months, ahead of the regulatory deadline
- One investigation process across both regions
- Zero findings in the first regulatory review`,
    is_active: true,
    display_order: 2,
  },
  {
    slug: 'meridian-commerce-systems',
    name: 'Meridian Commerce Systems',
    logo_url: '/images/seed/partners/meridian-commerce-systems.svg',
    description: `**Meridian Commerce Systems** provides a headless commerce platform for mid-market and enterprise retailers, covering catalog, pricing, promotions, checkout and order management.

As an implementation partner since 2018, Corvane designs and builds storefronts, integrates Meridian with ERP and warehouse systems, and migrates retailers off ageing monolithic platforms.

Our teams hold Meridian's highest implementation tier, and we contribute to its partner advisory council on accessibility and performance.`,
    website: 'https://meridiancommerce.example',
    partnership_type: 'Implementation Partner',
    industry: 'Retail and E-commerce',
    established_date: '2018-02-20',
    case_study: `## Challenge
A home-goods retailer with 120 stores was losing mobile shoppers: its storefront took more than six seconds to load on a phone, promotions had to be hard-coded by developers, and store inventory was invisible online.

## Solution
Corvane rebuilt the storefront on Meridian's headless platform with a server-rendered front end, moved promotions into business-user tooling, and connected store inventory so customers could reserve items for same-day pickup. The migration ran category by category so trading was never interrupted.

## Result
- Mobile page load time reduced from 6.2 to 1.8 seconds
- Mobile conversion up 27% in the first quarter after launch
- Buy-online-pick-up-in-store reached 18% of online orders within six months`,
    is_active: true,
    display_order: 3,
  },
  {
    slug: 'bastion-ridge-security',
    name: 'Bastion Ridge Security',
    logo_url: '/images/seed/partners/bastion-ridge-security.svg',
    description: `**Bastion Ridge Security** develops identity-aware access and threat-detection software for hybrid and multi-cloud environments.

Corvane Digital has partnered with Bastion Ridge since 2020. Our Security Services practice designs zero trust architectures around its access proxy, integrates its detection platform with clients' logging and response tooling, and provides managed tuning after go-live.

The partnership focuses on healthcare, financial services and public-sector organisations that need strong controls without slowing down clinicians, advisers or case workers.`,
    website: 'https://bastionridge.example',
    partnership_type: 'Technology Partner',
    industry: 'Cybersecurity',
    established_date: '2020-06-15',
    case_study: `Challenge: A county government with 9,000 employees relied on a VPN that gave every remote user broad access to the internal network. A ransomware incident at a neighbouring county prompted an urgent review, which found more than 600 standing administrator accounts.

Solution: Corvane designed a zero trust roll-out built on Bastion Ridge's identity-aware proxy, moving the twelve most critical applications behind device and identity checks first. Standing administrator rights were replaced with just-in-time elevation, and all access logs were streamed to the county's security operations center.

Results:
- VPN retired for 85% of users within eight months
- Standing administrator accounts reduced from 612 to 34
- Mean time to revoke access after a role change down from five days to under one hour`,
    is_active: true,
    display_order: 4,
  },
  {
    slug: 'kestrel-health-informatics',
    name: 'Kestrel Health Informatics',
    logo_url: '/images/seed/partners/kestrel-health-informatics.svg',
    description: `**Kestrel Health Informatics** is a healthcare advisory firm specialising in clinical informatics, electronic health record optimisation and interoperability.

Corvane and Kestrel have worked together as consulting partners since 2021. Kestrel brings clinicians and informaticists who understand hospital workflows; Corvane brings service design, engineering and data expertise.

Together we help health systems improve patient-facing digital services, connect clinical and operational data, and introduce AI safely into care settings.`,
    website: 'https://kestrelhealth.example',
    partnership_type: 'Consulting Partner',
    industry: 'Healthcare',
    established_date: '2021-01-25',
    case_study:
      'Working with a rural hospital group in East Texas, Kestrel and Corvane redesigned the way patients receive lab results and follow-up instructions. Kestrel\'s nurse informaticists mapped the clinical sign-off rules while Corvane\'s designers tested new result letters and portal notifications with patients in three counties. Within six months, follow-up appointment no-shows fell by a fifth and calls asking what a result meant dropped noticeably, freeing nurses for clinical work.',
    is_active: true,
    display_order: 5,
  },
  {
    slug: 'saffron-bridge-consulting',
    name: 'Saffron Bridge Consulting',
    logo_url: '/images/seed/partners/saffron-bridge-consulting.svg',
    description: `**Saffron Bridge Consulting** is a Hyderabad-based management consultancy focused on operations and supply-chain improvement for manufacturers in India and the Middle East.

Since 2022 Corvane and Saffron Bridge have combined operations consulting with digital delivery: Saffron Bridge redesigns the process, and Corvane builds the data platforms and applications that make the new process stick.

The partnership is particularly active in automotive components, pharmaceuticals and consumer goods.`,
    website: 'https://saffronbridge.example',
    partnership_type: 'Consulting Partner',
    industry: 'Manufacturing',
    established_date: '2022-08-08',
    case_study: `# Case Study: Digital Shop-Floor Reporting for an Auto Components Maker

## Challenge
An automotive components manufacturer with four plants near Pune tracked production on paper sheets that were typed into spreadsheets the next day. Plant managers learned about downtime a day late and could not compare performance across plants.

## Solution
Saffron Bridge standardised downtime reason codes and shift-handover routines across all four plants. Corvane built a tablet-based shop-floor app that works offline, streamed machine and operator data into a cloud data platform, and delivered live dashboards for plant and regional managers.

## Results
- Overall equipment effectiveness improved from 61% to 72% in nine months
- Downtime visible to managers within minutes instead of the next day
- Eleven hours a week of manual data entry removed per plant`,
    is_active: true,
    display_order: 6,
  },
  {
    slug: 'tessellate-ai',
    name: 'Tessellate AI',
    logo_url: '/images/seed/partners/tessellate-ai.svg',
    description: `**Tessellate AI** provides an enterprise platform for building, evaluating and monitoring generative AI applications, with built-in guardrails, evaluation suites and audit logging.

Corvane became a strategic partner in 2024 and uses Tessellate as a foundation for client assistants in regulated industries, where traceability and evaluation evidence are essential.

Our teams contribute evaluation templates for healthcare and financial-services use cases to Tessellate's partner library, and the two firms run joint AI governance workshops for executive teams.`,
    website: 'https://tessellate-ai.example',
    partnership_type: 'Strategic Partner',
    industry: 'Artificial Intelligence',
    established_date: '2024-03-04',
    case_study: null,
    is_active: true,
    display_order: 7,
  },
  {
    slug: 'pallas-workflow',
    name: 'Pallas Workflow',
    logo_url: '/images/seed/partners/pallas-workflow.svg',
    description: `**Pallas Workflow** offered a low-code business process automation platform for document-heavy back-office operations.

Corvane implemented Pallas for several insurance and public-sector clients between 2015 and 2023. Following Pallas's acquisition and the retirement of its platform, we now help those clients migrate to supported alternatives.`,
    website: null,
    partnership_type: 'Implementation Partner',
    industry: null,
    established_date: '2015-05-11',
    case_study: null,
    is_active: false,
    display_order: 8,
  },
];
