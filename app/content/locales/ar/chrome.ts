/**
 * The site's frame in Arabic (issue 48, ADR 420 point 5): the same shape as the English
 * (content/site/navigation.ts `englishChrome`), so a missing string is a type error. The menus keep
 * the English structure and order; each link is named here by its page. Server-only: it reaches
 * the browser as the layout's loader data on Arabic pages, never in English pages' code. The brand
 * stays in Latin letters; digits are Latin (ADR 420 point 1).
 */
import { company } from '~/content/company';
import { englishChrome, type ChromeCopy, type ChromeOffice, type NavItem } from '~/content/site/navigation';
import type { LinkItem } from '~/content/types';
import { arabicErrorPageCopy } from './errors';
import type { StaticPagePath } from '~/domain/locales';
import { arabicOfficeCities } from './office-cities';

/** Each page's name as the menus and the footer give it. */
export const arabicPageNames: Readonly<Record<StaticPagePath, string>> = {
  '/': 'الرئيسية',
  '/what-we-do': 'خدماتنا',
  '/digital-experience': 'التجربة الرقمية',
  '/generative-ai': 'الذكاء الاصطناعي التوليدي والبيانات',
  '/security-services': 'الخدمات الأمنية',
  '/industries': 'القطاعات',
  '/portfolio': 'أعمالنا',
  '/about-us': 'من نحن',
  '/partners': 'الشركاء',
  '/news-insights': 'الأخبار والرؤى',
  '/careers': 'الوظائف',
  '/contact-us': 'اتصل بنا',
  '/terms': 'الشروط والسياسات',
  '/privacy': 'سياسة الخصوصية',
};

const named = (link: LinkItem): LinkItem => ({ label: arabicPageNames[link.to as StaticPagePath], to: link.to });

const mainNavigation: readonly NavItem[] = englishChrome.mainNavigation.map((item) =>
  item.kind === 'dropdown'
    ? { ...item, label: 'خدماتنا', overviewLabel: 'عرض جميع الخدمات', items: item.items.map(named) }
    : { ...item, label: arabicPageNames[item.to as StaticPagePath] },
);

const columnHeadings = ['الشركة', 'الخدمات'] as const;

const officesInArabic: Readonly<Record<ChromeOffice['id'], Pick<ChromeOffice, 'city' | 'country' | 'addressLines'>>> = {
  usa: {
    city: arabicOfficeCities.usa,
    country: 'الولايات المتحدة',
    addressLines: ['3010 ماكيني أفينيو، الجناح 600', 'دالاس، تكساس 75204', 'الولايات المتحدة الأمريكية'],
  },
  india: {
    city: arabicOfficeCities.india,
    country: 'الهند',
    addressLines: ['الطابق 9، أوريون تك بارك، القطعة 12', 'طريق هايتك سيتي الرئيسي، مادهابور', 'حيدر أباد، تيلانغانا 500081', 'الهند'],
  },
  uae: {
    city: arabicOfficeCities.uae,
    country: 'الإمارات',
    addressLines: ['مكتب 1807، برج النور للأعمال', 'شارع الشيخ زايد، الخليج التجاري', 'ص.ب. 555142، دبي', 'الإمارات العربية المتحدة'],
  },
};

export const arabicChrome: ChromeCopy = {
  mainNavigation,
  footerColumns: englishChrome.footerColumns.map((column, index) => ({
    heading: columnHeadings[index] ?? columnHeadings[0],
    links: column.links.map(named),
  })),
  footerLegalLinks: englishChrome.footerLegalLinks.map(named),
  footerOfficesHeading: 'مكاتبنا',
  labels: {
    skipLink: 'انتقل إلى المحتوى الرئيسي',
    mainNav: 'التنقل الرئيسي',
    footerNav: 'روابط الموقع',
    openMenu: 'القائمة',
    closeMenu: 'إغلاق القائمة',
    mobileMenuTitle: 'قائمة الموقع',
    homeLink: 'الصفحة الرئيسية',
    legalNav: 'الروابط القانونية',
    social: 'تابعونا',
  },
  errors: arabicErrorPageCopy,
  tagline: 'التجربة الرقمية والذكاء الاصطناعي التوليدي والأمن السيبراني: نصمّمها ونبنيها ونشغّلها كممارسة واحدة متكاملة.',
  offices: company.offices.map((office) => ({ ...officesInArabic[office.id], id: office.id, phone: office.phone, phoneHref: office.phoneHref })),
  listSeparator: '، ',
  rightsReserved: 'جميع الحقوق محفوظة.',
  inEnglish: '(بالإنجليزية)',
  search: { label: 'ابحث في الموقع', placeholder: 'بحث', submit: 'بحث' },
};
