import type { SeedTestimonial } from '~/server/seed/types.server';

// testimonials — 7 active (3 without an image, one without a company) plus 1 inactive.
export const seedTestimonials: SeedTestimonial[] = [
  {
    quote:
      'Corvane spent the first two weeks with our schedulers and patients before drawing a single screen. The portal they built is the first one our older patients actually use, and calls to our scheduling line are down by a third.',
    name: 'Helen Carver',
    title: 'Chief Digital Officer',
    company: 'Lakeshore Health Partners',
    image_url: '/images/seed/testimonials/helen-carver.svg',
    is_active: true,
    display_order: 1,
  },
  {
    quote:
      'We had tried to modernise our order platform twice before. Corvane moved us off the monolith one capability at a time, and we never had a weekend outage. We now release every week instead of every quarter.',
    name: 'Raymond Castellano',
    title: 'VP of Technology',
    company: 'Brightwater Supply Co.',
    image_url: '/images/seed/testimonials/raymond-castellano.svg',
    is_active: true,
    display_order: 2,
  },
  {
    quote:
      'Their AI governance model gave our risk committee something concrete to approve. We went from a policy nobody followed to twelve assistants in production with evaluation evidence for every release.',
    name: 'Meera Iyer',
    title: 'Chief Risk Officer',
    company: 'Trinity Mutual Insurance',
    image_url: null,
    is_active: true,
    display_order: 3,
  },
  {
    quote:
      'The Dubai team understood how our citizens use services, in Arabic and in English, from day one. Sixty separate e-services became one account, and satisfaction scores are the highest we have recorded.',
    name: 'Khalid Al Mansoori',
    title: 'Director of Digital Services',
    company: 'Emirates Municipal Services Authority',
    image_url: '/images/seed/testimonials/khalid-al-mansoori.svg',
    is_active: true,
    display_order: 4,
  },
  {
    quote:
      'Corvane retired our VPN without a spike in help-desk tickets, which I did not think was possible. The just-in-time admin access alone closed the biggest gap our auditors had found.',
    name: 'Patricia Nwosu',
    title: 'Chief Information Security Officer',
    company: 'Collin Ridge County',
    image_url: null,
    is_active: true,
    display_order: 5,
  },
  {
    quote:
      'What sets Corvane apart is the handover between Dallas and Hyderabad. We review designs at the end of our day and have working software waiting the next morning.',
    name: 'Jason Whitaker',
    title: 'Head of E-commerce',
    company: 'Harbor & Pine Home',
    image_url: '/images/seed/testimonials/jason-whitaker.svg',
    is_active: true,
    display_order: 6,
  },
  {
    quote:
      'As an independent practice we expected to be a small fish for a firm like Corvane. They treated our patient-intake redesign like their flagship project and trained our staff to keep improving it after launch.',
    name: 'Dr. Anita Sorensen',
    title: 'Founder and Medical Director',
    company: null,
    image_url: null,
    is_active: true,
    display_order: 7,
  },
  {
    quote:
      'Corvane\'s workflow automation cut our document processing time in half. The team was responsive and knew the platform inside out.',
    name: 'Gerald Pruitt',
    title: 'Operations Manager',
    company: 'Southfork Claims Services',
    image_url: '/images/seed/testimonials/gerald-pruitt.svg',
    is_active: false,
    display_order: 8,
  },
];

/**
 * Issue 48: the Arabic translations of the testimonials above, one each, same name, image, company,
 * order and state (the seed puts each in its English row's translation group, matched by name).
 */
export const seedArabicTestimonials: SeedTestimonial[] = [
  {
    quote:
      'أمضى فريق Corvane أول أسبوعين مع موظفي المواعيد لدينا ومع المرضى قبل أن يرسم شاشة واحدة. البوابة التي بنوها هي أول بوابة يستخدمها مرضانا من كبار السن فعلًا، وانخفضت المكالمات إلى خط حجز المواعيد بمقدار الثلث.',
    name: 'Helen Carver',
    title: 'الرئيسة التنفيذية للشؤون الرقمية',
    company: 'Lakeshore Health Partners',
    image_url: '/images/seed/testimonials/helen-carver.svg',
    is_active: true,
    display_order: 1,
  },
  {
    quote:
      'حاولنا تحديث منصة الطلبات لدينا مرتين من قبل. نقلنا فريق Corvane من النظام الأحادي قدرةً تلو الأخرى، ولم نتعرّض لانقطاع واحد في عطلة نهاية الأسبوع. وأصبحنا نطلق التحديثات كل أسبوع بدلًا من كل ربع سنة.',
    name: 'Raymond Castellano',
    title: 'نائب الرئيس لشؤون التكنولوجيا',
    company: 'Brightwater Supply Co.',
    image_url: '/images/seed/testimonials/raymond-castellano.svg',
    is_active: true,
    display_order: 2,
  },
  {
    quote:
      'منح نموذج حوكمة الذكاء الاصطناعي الذي وضعوه لجنةَ المخاطر لدينا شيئًا ملموسًا توافق عليه. انتقلنا من سياسة لا يلتزم بها أحد إلى اثني عشر مساعدًا ذكيًا في بيئة الإنتاج، مع أدلة تقييم لكل إصدار.',
    name: 'Meera Iyer',
    title: 'الرئيسة التنفيذية للمخاطر',
    company: 'Trinity Mutual Insurance',
    image_url: null,
    is_active: true,
    display_order: 3,
  },
  {
    quote:
      'فهم فريق دبي منذ اليوم الأول كيف يستخدم المواطنون خدماتنا، بالعربية والإنجليزية. أصبحت ستون خدمة إلكترونية منفصلة حسابًا واحدًا، وبلغت مؤشرات الرضا أعلى مستوى سجّلناه على الإطلاق.',
    name: 'Khalid Al Mansoori',
    title: 'مدير الخدمات الرقمية',
    company: 'Emirates Municipal Services Authority',
    image_url: '/images/seed/testimonials/khalid-al-mansoori.svg',
    is_active: true,
    display_order: 4,
  },
  {
    quote:
      'استغنت Corvane عن الشبكة الافتراضية الخاصة لدينا دون أي ارتفاع في طلبات الدعم الفني، وهو ما لم أظنه ممكنًا. ووحدها صلاحيات الإدارة التي تُمنح عند الحاجة فقط سدّت أكبر ثغرة وجدها مدققونا.',
    name: 'Patricia Nwosu',
    title: 'الرئيسة التنفيذية لأمن المعلومات',
    company: 'Collin Ridge County',
    image_url: null,
    is_active: true,
    display_order: 5,
  },
  {
    quote:
      'ما يميّز Corvane هو التسليم بين فريقَي دالاس وحيدر آباد. نراجع التصاميم في نهاية يوم عملنا، فنجد برمجيات جاهزة للعمل بانتظارنا صباح اليوم التالي.',
    name: 'Jason Whitaker',
    title: 'رئيس التجارة الإلكترونية',
    company: 'Harbor & Pine Home',
    image_url: '/images/seed/testimonials/jason-whitaker.svg',
    is_active: true,
    display_order: 6,
  },
  {
    quote:
      'بصفتنا عيادة مستقلة، توقّعنا أن نكون عميلًا صغيرًا في نظر شركة مثل Corvane. لكنهم تعاملوا مع إعادة تصميم إجراءات استقبال المرضى لدينا كأنها مشروعهم الأهم، ودرّبوا موظفينا على مواصلة تحسينها بعد الإطلاق.',
    name: 'Dr. Anita Sorensen',
    title: 'المؤسِّسة والمديرة الطبية',
    company: null,
    image_url: null,
    is_active: true,
    display_order: 7,
  },
  {
    quote: 'خفّضت أتمتة سير العمل التي نفّذتها Corvane زمن معالجة المستندات لدينا إلى النصف. كان الفريق سريع الاستجابة ويعرف المنصة معرفة تامة.',
    name: 'Gerald Pruitt',
    title: 'مدير العمليات',
    company: 'Southfork Claims Services',
    image_url: '/images/seed/testimonials/gerald-pruitt.svg',
    is_active: false,
    display_order: 8,
  },
];
