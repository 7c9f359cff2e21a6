/**
 * Booking a call in Arabic (issue 48; the English source: content/forms/booking.ts): the form's
 * messages, the two pages' texts and what the visitor reads in the call's e-mails and .ics. The
 * firm's notifications stay English (ADR 420 point 5).
 */
import { company } from '~/content/company';
import type { bookingMessages as englishMessages, bookingPageCopy as englishPage, BookingVisitorMailCopy, manageBookingCopy as englishManage } from '~/content/forms/booking';
import type { Translated } from '~/content/locales/shape';
import { RETENTION } from '~/domain/privacy';

/** "3 سنوات": 3–10 take the plural, one and two their own words, 11 and up the singular. */
function arabicYears(years: number): string {
  if (years === 1) return 'سنة واحدة';
  if (years === 2) return 'سنتين';
  return `${years} ${years <= 10 ? 'سنوات' : 'سنة'}`;
}

export const bookingMessages: Translated<typeof englishMessages> = {
  nameMissing: 'يرجى إدخال اسمك.',
  emailMissing: 'يرجى إدخال عنوان بريدك الإلكتروني.',
  slotMissing: 'يرجى اختيار موعد للمكالمة.',
  slotTaken: 'حُجز هذا الموعد للتو. يرجى اختيار موعد آخر من المواعيد المتاحة المعروضة.',
  timeZoneInvalid: 'يرجى اختيار منطقتك الزمنية من القائمة.',
};

/** The name field's name in a "too long" message ("يجب ألا يتجاوز حقل «الاسم» …"). */
export const NAME_FIELD = 'الاسم';

export const bookingPageCopy: Translated<typeof englishPage> = {
  title: 'احجز مكالمة',
  metaTitle: `احجز مكالمة | ${company.name}`,
  metaDescription: `اختر مكالمة مدتها 30 دقيقة مع ${company.name}: يُؤكَّد الحجز فورًا وتصلك دعوة تقويم.`,
  intro: 'اختر موعدًا مدته 30 دقيقة يناسبك. يُؤكَّد الحجز فورًا، وتُرسَل دعوة تقويم إليك وإلى الشخص الذي ستتحدث معه.',
  forLead: 'شكرًا لك على استفسارك. اختر موعدًا، وسيتصل بك الشخص المسؤول عن طلبك.',
  routingLegend: 'مع من تودّ التحدث',
  countryLabel: 'دولتك (اختياري)',
  countryNone: 'غير محددة',
  interestLabel: 'موضوع المكالمة (اختياري)',
  interestNone: 'غير محدد',
  zoneLabel: 'اعرض المواعيد بتوقيت',
  showTimes: 'اعرض المواعيد',
  officeLine: (office, zone) => `ستكون مكالمتك مع مكتبنا في ${office} (${zone}). يظهر كل موعد بتوقيتك، وبجانبه توقيت المكتب.`,
  slotsLegend: 'اختر موعدًا',
  noSlots: 'لا توجد مواعيد متاحة في الأيام القليلة القادمة. يرجى مراسلتنا بدلًا من ذلك:',
  officeTime: (time) => `${time} بتوقيت المكتب`,
  detailsLegend: 'بياناتك',
  nameLabel: 'الاسم',
  emailLabel: 'البريد الإلكتروني',
  submit: 'احجز المكالمة',
  failureTitle: 'تعذّر الحجز',
  failureMessage: 'حدث خطأ ما. يرجى المحاولة مرة أخرى بعد قليل.',
  takenTitle: 'الموعد لم يعد متاحًا',
  alreadyTitle: 'لديك مكالمة محجوزة',
  alreadyMessage: 'توجد مكالمة محجوزة بالفعل لعنوان البريد الإلكتروني هذا. استخدم الرابط الوارد في رسالة تأكيدها لتغيير موعدها أو إلغائها.',
  leadLinkInvalid: 'لم يعد رابط الحجز هذا صالحًا. لا يزال بإمكانك اختيار موعد أدناه.',
  storedTitle: 'ما نحتفظ به',
  stored: `نحتفظ باسمك وعنوان بريدك الإلكتروني ومنطقتك الزمنية والموعد الذي اخترته، مع استفسارك، لمدة ${arabicYears(RETENTION.leadYears)} من آخر تحديث له، ونرسل دعوة تقويم إليك وإلى الشخص الذي ستتحدث معه. يمكنك تغيير الموعد أو إلغاؤه من الرابط الوارد في الرسالة؛ ولمحو بياناتك، راجع`,
  privacyLink: 'سياسة الخصوصية',
};

export const manageBookingCopy: Translated<typeof englishManage> = {
  title: 'مكالمتك',
  metaTitle: `مكالمتك | ${company.name}`,
  bookedTitle: 'تم حجز مكالمتك',
  bookedDetail: 'أرسلنا دعوة تقويم إليك وإلى الشخص الذي ستتحدث معه.',
  rescheduledTitle: 'تم تغيير موعد مكالمتك',
  rescheduledDetail: 'أرسلنا دعوة محدَّثة إليك وإلى الشخص الذي ستتحدث معه.',
  cancelledTitle: 'تم إلغاء مكالمتك',
  cancelledDetail: 'أبلغنا الشخص الذي كنت ستتحدث معه. يمكنك حجز موعد آخر متى شئت.',
  yourTime: 'توقيتك',
  officeTime: (office) => `توقيت مكتب ${office}`,
  with: 'مع',
  cancel: 'ألغِ المكالمة',
  rescheduleLegend: 'انقل المكالمة إلى موعد آخر',
  reschedule: 'انقل المكالمة',
  noSlots: 'لا توجد مواعيد متاحة أخرى في الوقت الحالي.',
  invalid: 'هذا الرابط غير صالح.',
  invalidDetail: `يرجى استخدام الرابط الوارد في رسالة التأكيد كما أُرسل تمامًا، أو مراسلتنا على ${company.email}.`,
  expired: 'انتهت هذه المكالمة.',
  expiredDetail: 'تعمل روابط تغيير المكالمة حتى انتهائها.',
  gone: 'لم تعد هذه المكالمة موجودة.',
  goneDetail: 'أُلغيت أو مُحيت بياناتها. يمكنك حجز موعد آخر.',
  bookAnother: 'احجز مكالمة أخرى',
  past: 'لم يعد بالإمكان تغيير هذه المكالمة.',
};

export const bookingVisitorMailCopy: Translated<BookingVisitorMailCopy> = {
  summary: (host) => `مكالمة مع ${company.name}${host ? `: ${host}` : ''}`,
  description: (manageUrl) => `مكالمة مدتها 30 دقيقة حُجزت عبر موقع ${company.name}. لتغيير موعدها أو إلغائها: ${manageUrl}`,
  visitorBooked: { subject: `تم حجز مكالمتك مع ${company.name}`, heading: 'تم حجز مكالمتك.' },
  visitorMoved: { subject: `تم تغيير موعد مكالمتك مع ${company.name}`, heading: 'تم تغيير موعد مكالمتك.' },
  visitorCancelled: { subject: `تم إلغاء مكالمتك مع ${company.name}`, heading: 'تم إلغاء مكالمتك.' },
  section: 'المكالمة',
  firmHost: (office) => `فريق ${company.name} في ${office}`,
  rows: { visitorTime: 'توقيتك', officeTime: 'توقيت المكتب', office: 'المكتب', with: 'مع' },
  manageSection: 'تغيير الموعد أو الإلغاء',
  manageText: (url) => `افتح هذا الرابط لنقل المكالمة إلى موعد آخر أو إلغائها (يعمل حتى انتهاء المكالمة): ${url}`,
  closing: `— ${company.name}`,
};
