import type { SeedArticle } from '~/server/seed/types.server';

// news_insights — 9 published + 2 drafts, across News, Insights and Articles.
export const seedArticles: SeedArticle[] = [
  {
    slug: 'corvane-digital-expands-hyderabad-delivery-center',
    title: 'Corvane Digital Expands Its Hyderabad Delivery Center',
    excerpt:
      'Our Hyderabad team moves into a 42,000 sq ft space in HITEC City, adding room for 350 consultants, engineers and designers and a dedicated AI engineering lab.',
    category: 'News',
    author: 'Corvane Digital',
    published_date: '2025-03-18',
    featured_image: '/images/seed/articles/corvane-digital-expands-hyderabad-delivery-center.svg',
    is_published: true,
    content: `## A bigger home for our largest team

Corvane Digital has opened its expanded delivery center in **HITEC City, Hyderabad**. The new space covers four floors and 42,000 square feet, doubles our seating capacity and gives the team that already builds most of our platform, data and quality-engineering work a place designed around how they actually collaborate.

Hyderabad has been part of Corvane since 2011, when six engineers took a shared office to support a single retail client in Dallas. Today the office is home to more than 200 people who work across all three of our practice areas.

## What is new in the space

- **An AI engineering lab** with dedicated GPU workstations for evaluating language models, building retrieval pipelines and red-teaming client assistants before they reach production.
- **Four client studios** with follow-the-sun video rooms, so product owners in Dallas and Dubai can run design reviews with Hyderabad engineers without dragging anyone onto a midnight call.
- **An accessibility testing room** stocked with screen readers, switch devices and low-vision setups, used by our UX team on every public-facing build.
- **A learning floor** for our graduate program, certification study groups and the monthly engineering guild talks.

## Why Hyderabad, and why now

> "Our clients do not want a cheaper pair of hands in another time zone. They want a team that understands their business and keeps the work moving while they sleep. Hyderabad has been doing exactly that for fourteen years." — Priya Raghunathan, Managing Director, India

Three things drove the decision:

1. **Demand for AI and data work.** Generative AI and data engagements grew faster than any other part of our business last year, and much of that engineering is led from Hyderabad.
2. **Talent.** The city's universities and technology community give us access to engineers who combine cloud, data and security skills.
3. **Continuity.** Clients told us that the handover between Dallas and Hyderabad is the reason their releases ship on time. We wanted to invest in the team behind that.

## Hiring

We plan to add around 150 roles over the next eighteen months, from graduate engineers to principal architects. Open positions are listed on our [careers page](/careers), and we are especially interested in people with experience in data platforms, cloud security and design systems.

## Visiting the office

Clients and partners are welcome to visit. Ask your engagement lead to arrange a working session in one of the new studios, or [contact us](/contact-us) and we will set it up.
`,
  },
  {
    slug: 'ai-governance-that-ships-a-90-day-operating-model',
    title: 'AI Governance That Ships: A 90-Day Operating Model',
    excerpt:
      'Most AI policies sit in a shared drive while teams ship around them. Here is the 90-day operating model we use to make governance part of delivery instead of a gate at the end.',
    category: 'Insights',
    author: 'Daniel Okafor',
    published_date: '2025-05-06',
    featured_image: '/images/seed/articles/ai-governance-that-ships-a-90-day-operating-model.svg',
    is_published: true,
    content: `## The problem with policy-first governance

Nearly every enterprise we meet has an AI policy. Far fewer can say which models are in production, who approved them, and what data they see. The gap is not a lack of principles; it is the lack of an **operating model** that turns principles into everyday decisions.

Over the last two years we have helped fourteen organisations in healthcare, financial services and the public sector put AI governance into practice. The pattern below is what consistently works.

## Days 1–30: see what you have

1. **Build the inventory.** List every model, assistant and AI feature in use, including vendor tools with AI switched on by default. Most clients find two to three times more than they expected.
2. **Classify by risk.** Score each use case on decision impact, data sensitivity and autonomy. A drafting assistant for marketing copy is not a claims-denial model, and it should not go through the same process.
3. **Name owners.** Every use case gets a business owner and a technical owner. No owner, no production.

## Days 31–60: make the path paved

- Publish **tiered controls**: what a low-risk use case needs (a register entry and a prompt-injection test) versus a high-risk one (bias evaluation, human review, model card and a rollback plan).
- Give teams **templates** for model cards, evaluation reports and data-protection impact assessments so the paperwork takes hours, not weeks.
- Stand up a **review forum** that meets weekly, has a two-working-day turnaround target and can say "yes, with conditions".

## Days 61–90: measure and automate

The final month is about making governance observable. We wire evaluation results, usage metrics and incident reports into a single dashboard and automate the checks that do not need a human.

| Control | Low risk | Medium risk | High risk |
|---|---|---|---|
| Register entry | Required | Required | Required |
| Automated evaluation suite | Recommended | Required | Required |
| Human-in-the-loop review | Not required | Sampled | Every decision |
| Independent red-team | Not required | Annual | Before launch and quarterly |
| Executive sign-off | No | Business owner | Risk committee |

> Governance that slows every team down gets bypassed. Governance that makes the safe path the fastest path gets adopted.

## What good looks like after 90 days

- A complete, owned inventory of AI use cases.
- Approval times measured in days, with most low-risk requests approved inside 48 hours.
- Evaluation evidence stored alongside each release, ready for auditors.
- A clear escalation route when a model misbehaves.

Our [AI Model Integration & Governance](/generative-ai#ai-model-integration-governance) practice runs this programme alongside delivery teams. If you want a starting point, download the **AI Governance Master Policy** from our [Security Services](/security-services) page.
`,
  },
  {
    slug: 'zero-trust-without-the-buzzwords',
    title: 'Zero Trust Without the Buzzwords: Five Controls to Implement First',
    excerpt:
      'Zero trust is a direction, not a product. These are the five controls we put in place first, in the order that reduces the most risk for the least disruption.',
    category: 'Articles',
    author: 'Marcus Bellamy',
    published_date: '2025-07-22',
    featured_image: '/images/seed/articles/zero-trust-without-the-buzzwords.svg',
    is_published: true,
    content: `## Start with the attack, not the architecture diagram

Zero trust has been marketed so heavily that many security leaders now hear it as a shopping list. In practice it is a simple idea: **never grant access based on network location alone; verify the user, the device and the request every time.**

When we run a zero trust programme, we start by looking at how the organisation was actually breached, or nearly breached, in the last three years. Almost every time, the story involves a stolen credential, an over-privileged account and a flat network. The five controls below address exactly that story.

## The first five controls

1. **Phishing-resistant multi-factor authentication.** Move privileged users and then everyone else to passkeys or hardware security keys. Push-notification MFA stops casual attackers but not determined ones.
2. **Device health as a condition of access.** A valid password on an unmanaged, unpatched laptop should not open the finance system. Tie conditional-access policies to device compliance.
3. **Least privilege for administrators.** Replace standing admin rights with just-in-time elevation that expires automatically and is logged.
4. **Segment the crown jewels.** You do not need to micro-segment everything on day one. Identify the ten systems that would end the business if compromised and put them behind identity-aware proxies.
5. **Centralised, tamper-resistant logging.** If you cannot see an attacker moving, none of the above can be proven to work.

## Sequencing matters

The order above is deliberate. MFA and device health give the biggest immediate reduction in risk and are largely invisible to users when done well. Privileged access and segmentation require more change management, and logging underpins the evidence you will need for auditors and insurers.

## What we measure

- Percentage of workforce on phishing-resistant MFA
- Number of standing privileged accounts
- Mean time to revoke access after a role change
- Share of crown-jewel systems reachable only through an identity-aware proxy

## Common mistakes

- **Buying before designing.** Tools are easier to buy than policies are to agree. Agree the policy first.
- **Forgetting service accounts.** Non-human identities often outnumber people ten to one and hold broader rights.
- **Breaking the business on day one.** Run new policies in report-only mode for two weeks and review what would have been blocked.

> A zero trust programme succeeds when the help desk gets fewer calls, not more.

If you are starting out, our [Cloud Security & Zero Trust Architecture](/security-services#cloud-security-zero-trust-architecture) team runs a four-week assessment that maps these controls to your environment and produces a costed roadmap.
`,
  },
  {
    slug: 'corvane-digital-opens-dubai-studio',
    title: 'Corvane Digital Opens a Design and Advisory Studio in Dubai',
    excerpt:
      'Our new studio in Dubai Internet City brings service design, Arabic-first UX and AI advisory closer to government and enterprise clients across the Gulf.',
    category: 'News',
    author: 'Corvane Digital',
    published_date: '2025-09-09',
    featured_image: '/images/seed/articles/corvane-digital-opens-dubai-studio.svg',
    is_published: true,
    content: `## Closer to our clients in the Gulf

Corvane Digital has opened a design and advisory studio in **Dubai Internet City**. The studio brings together service designers, UX researchers, AI strategists and security advisers who have been supporting clients in the UAE, Saudi Arabia and Oman from Dallas and Hyderabad since 2019.

The Dubai team will be led by **Layla Haddad**, who joins as Regional Director after a decade leading digital government programmes in the region.

## What the studio offers

- **Arabic-first service design.** Right-to-left layouts, bilingual content models and research conducted in Arabic from the start, not translated at the end.
- **AI advisory for the public sector.** Use-case discovery, data readiness assessments and governance frameworks aligned to national AI strategies.
- **Security and compliance.** Support for data-residency requirements and regional information-security standards.
- **Delivery hand-off.** Engineering continues to run from Hyderabad, two and a half hours ahead, giving clients a near-overlapping working day.

## Early work

The studio opens with three active engagements:

1. A citizen-services portal redesign for a municipal authority, consolidating 60 separate e-services into a single account.
2. A customer-experience programme for a regional telecom operator, starting with a journey-mapping study across retail stores and the mobile app.
3. A generative AI pilot for a logistics group, using retrieval-augmented search over customs documentation.

> "Clients in the Gulf move quickly and expect partners who can keep up. Being in the same city, and the same majlis, changes the conversation." — Layla Haddad, Regional Director, Middle East

## Hiring in Dubai

We are hiring service designers and a principal AI strategist in Dubai. See the roles on our [careers page](/careers) or reach the studio directly through our [contact page](/contact-us).

## Three offices, one team

Dubai joins our headquarters in Dallas and our delivery center in Hyderabad. Every engagement is staffed from whichever office brings the right people, and all three share the same methods, tools and quality bar. The result for clients is simple: one accountable team, working across time zones, with people on the ground where it matters.
`,
  },
  {
    slug: 'measuring-customer-experience-beyond-nps',
    title: 'Measuring Customer Experience Beyond NPS',
    excerpt:
      'Net Promoter Score tells you how customers feel, not where the money leaks. Journey-level metrics connect experience work to revenue, cost and retention.',
    category: 'Insights',
    author: 'Sofia Marchetti',
    published_date: '2025-11-04',
    featured_image: '/images/seed/articles/measuring-customer-experience-beyond-nps.svg',
    is_published: true,
    content: `## Why NPS alone is not enough

Net Promoter Score is a useful temperature check, and we still recommend tracking it. But when a board asks what last year's customer-experience investment returned, NPS rarely gives a convincing answer. It moves slowly, it blends every interaction into one number, and it says nothing about which journey to fix next.

The organisations that get sustained funding for CX do something different: they **measure journeys, not sentiment alone**.

## Journey-level economics

Pick the five to eight journeys that matter most to the business — opening an account, filing a claim, changing a plan, getting a refund — and give each one a small set of operational and financial measures.

| Journey | Operational metric | Financial link | Typical first-year improvement |
|---|---|---|---|
| Account opening | Completion rate | Acquisition cost per customer | 12–25% more completions |
| Claims filing | Time to first decision | Handling cost per claim | 30–40% faster decisions |
| Plan change | Self-service rate | Contact-center cost | 20% fewer calls |
| Billing dispute | Repeat-contact rate | Churn in the following 90 days | 15% lower churn for affected customers |

None of these figures is guaranteed, but they are the ranges we have seen across more than forty journey programmes in healthcare, telecom and financial services.

## Building the measurement stack

1. **Instrument the journey end to end.** Product analytics in digital channels, contact-center reason codes and back-office timestamps, joined by a customer or case identifier.
2. **Set a baseline before redesigning anything.** Four to six weeks of clean data is enough for most journeys.
3. **Attach a value to each step.** Finance teams will trust cost-per-contact and conversion values they helped set.
4. **Report monthly, by journey.** One page per journey: the metric, the trend, the value, the next experiment.

## Pair numbers with stories

Quantitative metrics tell you *where* a journey fails; research tells you *why*. We pair every journey dashboard with a standing panel of customers and a quarterly round of contextual interviews.

> The most persuasive slide in a CX review is a completion-rate chart next to a thirty-second clip of a customer explaining why they gave up.

## Where to begin

- Choose one journey with a clear cost or revenue line.
- Agree its metrics with finance before you start.
- Redesign, release, measure, and publish the result internally.

A single well-measured win buys the credibility for the next five. Our [Customer Journey Mapping](/digital-experience#customer-journey-mapping) and [Experience Intelligence](/digital-experience#experience-intelligence-optimization) teams can help you set up the first one.
`,
  },
  {
    slug: 'platform-modernization-strangler-fig-in-practice',
    title: 'Platform Modernization: The Strangler Fig Pattern in Practice',
    excerpt:
      'Big-bang rewrites fail in predictable ways. Here is how we retire legacy platforms one capability at a time while the business keeps running.',
    category: 'Articles',
    author: 'Arjun Mehta',
    published_date: '2026-01-20',
    featured_image: '/images/seed/articles/platform-modernization-strangler-fig-in-practice.svg',
    is_published: true,
    content: `## Why rewrites fail

Every few years an organisation decides its core platform is beyond saving and commissions a full rewrite. Eighteen months later the new system covers 70% of the old one's features, the old one has kept changing, and the business is funding two platforms at once.

The **strangler fig pattern** avoids this by growing the new platform around the old one and retiring legacy functionality piece by piece. It is not new — but doing it well takes more discipline than most teams expect.

## How we run it

1. **Put a facade in front of the legacy system.** An API gateway or routing layer lets you redirect individual requests to new services without clients noticing.
2. **Map capabilities, not screens.** Break the platform into business capabilities — pricing, order capture, invoicing — and rank them by change frequency and risk.
3. **Move the most-changed capability first.** The code you change most often gives the fastest return on modern tooling and automated tests.
4. **Keep data in sync deliberately.** Use change-data-capture or events to keep old and new stores consistent until the legacy side is switched off.
5. **Delete the old code.** A capability is not migrated until the legacy path is removed and its tests are gone too.

## Choosing what moves first

| Capability | Change frequency | Business risk | Migration order |
|---|---|---|---|
| Product pricing | Weekly | Medium | 1 |
| Customer notifications | Monthly | Low | 2 |
| Order capture | Monthly | High | 3 |
| Invoicing and tax | Quarterly | High | 4 |
| Reporting extracts | Rarely | Low | Last, or retire |

## Guardrails that keep it safe

- **Parallel runs** for anything that touches money: the new service computes the answer, the old one still returns it, and mismatches are logged for review.
- **Feature flags** so routing can be reversed in seconds.
- **A single migration board** showing every capability, its status and the date its legacy path will be deleted.

> Modernization is finished when the old system is switched off, not when the new one is switched on.

## A recent example

For a national distributor we moved pricing, promotions and order capture off a 20-year-old monolith over fourteen months. Releases went from quarterly to weekly, and the legacy licence was retired four months ahead of plan. You can read more about that work in our [portfolio](/portfolio).

If your platform is holding back delivery, talk to our [Digital Transformation Consulting](/digital-experience#digital-transformation-consulting) team about a six-week modernization assessment.
`,
  },
  {
    slug: 'lakeshore-health-patient-portal-rebuild',
    title: 'Corvane Digital Selected to Rebuild Lakeshore Health Partners Patient Portal',
    excerpt:
      'A 14-hospital network has chosen Corvane Digital to rebuild its patient portal and mobile app, with accessibility, scheduling and secure messaging at the center.',
    category: 'News',
    author: 'Corvane Digital',
    published_date: '2026-03-12',
    featured_image: null,
    is_published: true,
    content: `## A new digital front door for 1.2 million patients

**Lakeshore Health Partners**, a regional network of 14 hospitals and more than 90 clinics, has selected Corvane Digital to design and build its next-generation patient portal and mobile app. The programme will replace three separate portals inherited through acquisitions with a single, accessible experience.

## Scope of the engagement

The two-year programme covers:

- **Research and service design** with patients, caregivers, nurses and front-desk staff across urban and rural sites
- **A unified patient account** for appointments, test results, billing and prescriptions
- **Self-scheduling** connected to the network's electronic health record
- **Secure messaging** with care teams, including routing rules that protect clinicians' time
- **Accessibility to WCAG 2.2 AA** across web and mobile, tested with patients who use assistive technology

## Why Lakeshore chose Corvane

> "We were not looking for a vendor to put a new skin on the old portal. Corvane spent the first workshop talking to our schedulers and our patients, and that told us everything." — Dr. Helen Carver, Chief Digital Officer, Lakeshore Health Partners

The selection followed a competitive process with five firms. Lakeshore highlighted our healthcare experience, our accessibility practice and the ability to staff design in Dallas with engineering in Hyderabad.

## How we will measure success

| Measure | Today | Target by end of year two |
|---|---|---|
| Patients with an active portal account | 38% | 65% |
| Appointments booked online | 9% | 35% |
| Calls to the central scheduling line | 41,000 / month | 28,000 / month |
| Portal accessibility issues (automated + manual audit) | 310 | 0 critical, under 20 minor |

## What happens next

1. **Discovery (first 10 weeks):** research across six sites, current-state journey maps and a technical assessment of the three existing portals.
2. **Alpha:** a clickable prototype tested with 60 patients.
3. **Beta:** scheduling and results for two pilot hospitals.
4. **Roll-out:** all sites, with the legacy portals retired in sequence.

Read more about our healthcare work on the [Industries](/industries#healthcare) page.
`,
  },
  {
    slug: 'rag-in-regulated-industries-lessons-from-14-pilots',
    title: 'Retrieval-Augmented Generation in Regulated Industries: Lessons From 14 Pilots',
    excerpt:
      'Fourteen enterprise pilots, three industries, one pattern: the model is rarely the hard part. Data quality, access control and evaluation decide whether a RAG assistant reaches production.',
    category: 'Insights',
    author: 'Daniel Okafor',
    published_date: '2026-05-27',
    featured_image: '/images/seed/articles/rag-in-regulated-industries-lessons-from-14-pilots.svg',
    is_published: true,
    content: `## The short version

Between 2024 and early 2026 we ran fourteen retrieval-augmented generation (RAG) pilots for banks, insurers, health systems and government agencies. Ten reached production. The four that did not failed for the same reasons, and none of them was the choice of language model.

## What separated the ten from the four

1. **Clean, owned source content.** The successful pilots started with a defined corpus — policies, procedures, product terms — that had a named owner and a review date. The failures indexed entire shared drives.
2. **Permissions enforced at retrieval time.** If a user cannot open a document, the assistant must not quote it. Filtering after generation is too late.
3. **An evaluation set written by experts.** Two hundred real questions with expected answers and source citations, written by the people who answer them today.
4. **A narrow first audience.** Contact-center agents and claims handlers, not the entire company.
5. **A clear "I don't know".** Assistants that decline when retrieval confidence is low earned trust faster than ones that always answered.

## Numbers from the ten production deployments

- Median time to answer an internal policy question fell from **6 minutes to 40 seconds**.
- Answer accuracy on expert evaluation sets ranged from **89% to 96%**, with citations on every answer.
- Average build time from kickoff to first production users: **11 weeks**.

## Architecture choices that mattered

- **Hybrid search** (keyword plus vector) outperformed pure vector search on documents full of product codes and regulation numbers.
- **Chunking by document structure** — sections and clauses rather than fixed token windows — improved citation accuracy noticeably.
- **Prompt and retrieval logs retained for audit**, with personal data redacted before storage.

> In regulated industries, an answer without a citation is a liability, not a feature.

## Controls regulators asked about

Across the pilots, auditors and regulators asked the same questions:

- Which sources can the assistant see, and who approved them?
- How is accuracy tested, and how often?
- What happens when the assistant is wrong?
- Can a specific answer be reconstructed months later?

We now build those answers in from the first sprint. Our [Enterprise Knowledge Orchestration](/generative-ai#enterprise-knowledge-orchestration) team can run a six-week pilot with the same evaluation approach.
`,
  },
  {
    slug: 'accessibility-as-a-growth-lever',
    title: 'Accessibility as a Growth Lever, Not a Compliance Checkbox',
    excerpt:
      'One in four adults lives with a disability. Treating accessibility as a product quality rather than an audit finding opens markets, reduces support costs and improves SEO.',
    category: 'Articles',
    author: 'Nadia Rahman',
    published_date: '2026-08-18',
    featured_image: '/images/seed/articles/accessibility-as-a-growth-lever.svg',
    is_published: true,
    content: `## Accessibility is a market, not a footnote

Accessibility work is often commissioned after a legal letter arrives, scoped as a one-off audit and fixed under deadline pressure. That approach is expensive and rarely lasts: six months later, new features have introduced new barriers.

The companies that get this right treat accessibility as a **product quality**, like performance or security, and they see commercial returns from it.

## Where the returns come from

- **Larger addressable audience.** People with disabilities, and the older customers whose eyesight, hearing and dexterity change over time, are a significant share of every consumer market.
- **Higher conversion for everyone.** Clear labels, visible focus states and forgiving forms help every user, especially on mobile.
- **Lower support costs.** Customers who can complete tasks themselves do not call the contact center.
- **Better search visibility.** Semantic headings, descriptive links and text alternatives are exactly what search engines read.

## Building it into delivery

1. **Design system first.** Fix contrast, focus, and component semantics once in the design system and every product inherits the fix.
2. **Definition of done.** No story is complete until it passes automated checks and a keyboard-only walkthrough.
3. **Test with real people.** Automated tools catch roughly a third of issues. Pay participants who use screen readers, magnification and switch access to test key journeys every quarter.
4. **Track it like any other metric.** Report open issues by severity alongside performance and defect counts.

## A quick self-assessment

- Can every task on your site be completed with a keyboard alone?
- Do form errors explain what went wrong and how to fix it?
- Does your content make sense with images turned off?
- Are videos captioned, and do they have transcripts?
- Do you know how many accessibility defects are open today?

If you answered "no" or "not sure" to two or more, you are not alone — and the fixes are usually cheaper than expected.

> Accessibility done at the end is a remediation project. Accessibility done from the start is just good design.

## How we help

Our [User Experience Design](/digital-experience#user-experience-design) team runs accessibility programmes that combine design-system fixes, team training and testing with disabled users. We also audit against WCAG 2.2 AA and help teams prioritise the fixes that matter most to customers. [Get in touch](/contact-us) to talk through where you are today.
`,
  },
  {
    slug: 'agentic-ai-and-the-audit-trail',
    title: 'Agentic AI and the Audit Trail: Who Approved That Action?',
    excerpt:
      'AI agents that take actions, not just write text, need a different kind of record-keeping. A draft framework for logging, approvals and rollback.',
    category: 'Insights',
    author: 'Daniel Okafor',
    published_date: '2026-10-06',
    featured_image: '/images/seed/articles/agentic-ai-and-the-audit-trail.svg',
    is_published: false,
    content: `## From answers to actions

The first wave of enterprise generative AI produced text: summaries, drafts, answers. The next wave takes actions — raising purchase orders, updating customer records, rescheduling appointments. When an assistant only writes, a human decides what happens next. When an agent acts, **the audit trail has to explain the decision on its own.**

## What an agent audit record needs

For every action an agent takes, we recommend recording:

1. **The request** — who or what triggered the agent, and the exact instruction.
2. **The plan** — the steps the agent proposed before acting.
3. **The evidence** — documents, records and tool outputs it relied on.
4. **The authority** — which policy allowed the action and whether a human approved it.
5. **The effect** — what changed, in which system, with before-and-after values.
6. **The reversal path** — how to undo it, and whether that has been tested.

## Approval tiers

| Action type | Example | Approval |
|---|---|---|
| Read-only | Look up an order status | None |
| Reversible, low value | Resend an invoice | Logged, sampled review |
| Reversible, material | Issue a refund under a set limit | Human approval or post-hoc review within 24 hours |
| Irreversible or high value | Close an account, sign a contract | Always human |

## Design principles for agent permissions

- **Give agents their own identities.** An agent acting under a shared service account makes every audit record ambiguous.
- **Scope tools, not prompts.** Restrict what an agent can call at the API level; instructions in a prompt are not a control.
- **Set budgets.** Limit the number, value and rate of actions an agent can take in a period, and alert when limits are approached.
- **Fail closed.** When a tool call errors or evidence is missing, the agent stops and hands over to a person.

## Open questions we are still working through

- How long should plans and intermediate reasoning be retained?
- Should agents carry their own identities in the directory, with their own least-privilege roles? (We think yes.)
- How do you test rollback for actions that cross three systems?

> If you cannot explain what an agent did to an auditor, you should not let it do it to a customer.

This is a working draft. We will publish the full framework, with templates, after review with our [AI Model Integration & Governance](/generative-ai#ai-model-integration-governance) clients.
`,
  },
  {
    slug: 'corvane-digital-dallas-headquarters-moves-to-the-design-district',
    title: 'Corvane Digital Dallas Headquarters Moves to the Design District',
    excerpt:
      'After 18 years on North Central Expressway, our Dallas team is moving to a restored warehouse in the Design District with a client innovation lab and community space.',
    category: 'News',
    author: 'Corvane Digital',
    published_date: '2026-11-10',
    featured_image: '/images/seed/articles/corvane-digital-dallas-headquarters-moves-to-the-design-district.svg',
    is_published: false,
    content: `## A new home for headquarters

In early 2027 Corvane Digital's Dallas headquarters will move from North Central Expressway to a restored 1940s warehouse in the **Dallas Design District**. The building gives our 180-person Dallas team open studio floors, a client innovation lab and a ground-floor space we will share with local non-profits.

## What the new building includes

- **Client innovation lab** for co-design sprints, prototype testing and AI demonstrations
- **Research suite** with observation rooms for usability testing
- **Community floor** offered free of charge to non-profit partners for training and events
- **Quiet floor** for focused work, with no meetings allowed before noon

## Timeline

1. Fit-out begins in December 2026.
2. Teams move in phases during February 2027.
3. Official opening and open house in March 2027.

> "We have been in the same building since 2008. The way our teams work has changed completely since then, and our space should reflect that." — Jonathan Reyes, Chief Executive Officer

## What stays the same

Our working model does not change with the move. Dallas remains the home of client leadership, strategy and design; engineering continues to be led from Hyderabad; and the Dubai studio keeps serving clients across the Gulf. Every Dallas employee keeps the option of hybrid work, and the new building has been sized for the days teams actually come in together — workshops, research sessions and planning weeks — rather than for a desk per person.

## Sustainability

The renovation reuses the original timber structure and brick, and the building will run on a renewable electricity contract from day one. We are targeting a recognised green-building certification for the fit-out.

## For clients and visitors

Meetings scheduled at our current address continue as normal until the move. We will share the new address, parking details and visitor instructions with every active client before the move date. Questions can be sent through our [contact page](/contact-us).

## Our offices

| Office | Focus | Team size |
|---|---|---|
| Dallas, TX (headquarters) | Strategy, design, client leadership | 180 |
| Hyderabad, India | Engineering, data, AI, quality | 210 |
| Dubai, UAE | Service design, AI advisory, security | 25 |

This announcement will be published once the lease is finalised.
`,
  },
];
