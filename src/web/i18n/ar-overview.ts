import type { TranslationOf } from './catalog';
import type { enOverview } from './en-overview';

/** Arabic catalog, overview part (as en-overview.ts). */
export const arOverview = {
  readiness: {
    title: 'الجاهزية للتقديم',
    summary: '{{status}} · اكتمل {{percent}}٪ من الملف',
    readyNow: 'جاهز للتقديم',
    meterLabel: 'الحقول التي يتطلبها التقديم إلى البرامج',
    stepsLeft_zero: 'لم تتبقَّ أي خطوة قبل التقديم',
    stepsLeft_one: 'تبقّت خطوة واحدة قبل التقديم',
    stepsLeft_two: 'تبقّت خطوتان قبل التقديم',
    stepsLeft_few: 'تبقّت {{count}} خطوات قبل التقديم',
    stepsLeft_many: 'تبقّت {{count}} خطوة قبل التقديم',
    stepsLeft_other: 'تبقّت {{count}} خطوة قبل التقديم',
    nextStep: 'الخطوة التالية',
    ready: 'ملفك جاهز للتقديم: اكتملت كل الحقول التي يطلبها التقديم إلى البرامج.',
    moreToComplete: 'الخطوة التالية لإكمال ملفك',
    complete: 'اكتمل ملفك: سيجد البرنامج والمستثمر فيه كل ما يبحثان عنه.',
    loadFailed: 'تعذّر التحقق من جاهزية ملفك.',
    draftFromDeck: 'صياغة ملفي من عرضنا التقديمي',
    versions: { en: 'النسخة الإنجليزية', ar: 'النسخة العربية' },
    translation_zero: '{{version}}: {{translated}} من 0 نص',
    translation_one: '{{version}}: {{translated}} من نص واحد',
    translation_two: '{{version}}: {{translated}} من نصَّين',
    translation_few: '{{version}}: {{translated}} من {{count}} نصوص',
    translation_many: '{{version}}: {{translated}} من {{count}} نصًا',
    translation_other: '{{version}}: {{translated}} من {{count}} نص',
    translationStale: '{{progress}}، {{count}} بحاجة إلى تحديث',
  },
  shareEntry: {
    open: 'مشاركة',
    hint: 'أرسِل إلى البرامج والمستثمرين صفحة تعريفية واحدة بشركتك الناشئة.',
    firstOpenedNamed: 'فُتح رابط «{{name}}» لأول مرة {{when}}.',
    firstOpened: 'فُتح رابطك المُنشأ في {{date}} لأول مرة {{when}}.',
  },
  nextDeadline: {
    text: 'الموعد النهائي القادم: {{program}} · {{when}}',
    on: 'الموعد النهائي القادم: {{program}} · {{date}}',
  },
} satisfies TranslationOf<typeof enOverview>;
