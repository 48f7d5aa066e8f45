import type { Locale } from '../../../shared/i18n/locale';
import type { StartupBriefRichTextField } from '../../../shared/startup-brief';

export type BriefField = 'one_liner' | StartupBriefRichTextField;

/**
 * What programs look for in each brief field, and an example, in both languages. Kept beside the
 * brief's modal rather than in the forms catalog: only this modal shows them, and the forms catalog
 * loads with the login page.
 */
export const BRIEF_GUIDANCE: Record<Locale, Record<BriefField, { hint: string; example: string }>> = {
  en: {
    one_liner: {
      hint: 'What you do and for whom, in one sentence a stranger understands. Programs read it first.',
      example: 'Payroll for small teams in the Gulf: pay everyone, in any currency, in one click.',
    },
    description: {
      hint: 'Your startup in a paragraph: the customer, the product, how you earn money and how far you are.',
      example:
        'Qamar Labs lets clinics in rural Jordan book specialists by video. Clinics pay a monthly fee per doctor; 14 clinics use it today and bookings grow 20% a month.',
    },
    vision: {
      hint: 'The change you want to see in ten years if you succeed.',
      example: 'Every family in the region sees the right specialist within a week, wherever they live.',
    },
    mission: {
      hint: 'What you do every day to get there, and for whom.',
      example: 'We connect rural clinics with specialists through simple, affordable video consultations.',
    },
    problem: {
      hint: 'Who has the problem, how much it hurts and what they do today. Numbers convince reviewers.',
      example: 'Rural patients wait six weeks and travel three hours to see a specialist; four in ten give up on the visit.',
    },
    solution: {
      hint: 'How your product solves it and why now. Show how it works rather than listing features.',
      example: 'A clinic books a specialist from a tablet in two minutes; the consultation happens by video the same week.',
    },
    unique_value: {
      hint: 'Why customers choose you over the alternatives, and what is hard to copy.',
      example: 'The only platform linked to the national referral system, with 120 specialists already signed.',
    },
    highlights: {
      hint: 'Traction, awards, partners and milestones, each with a number or a date.',
      example: '14 paying clinics and $8K monthly revenue · Winner of a regional startup award, 2025 · Pilot with the Ministry of Health.',
    },
  },
  ar: {
    one_liner: {
      hint: 'ما تقدّمه ولمن، في جملة واحدة يفهمها من لا يعرفك. هذا أول ما تقرؤه البرامج.',
      example: 'رواتب الفرق الصغيرة في الخليج: ادفع للجميع، بأي عملة، بنقرة واحدة.',
    },
    description: {
      hint: 'شركتك في فقرة واحدة: العميل، والمنتج، ومصدر الدخل، والمرحلة التي بلغتها.',
      example:
        'تتيح «قمر لابز» للعيادات في أرياف الأردن حجز الأطباء الاختصاصيين عبر الفيديو. تدفع العيادة اشتراكًا شهريًا عن كل طبيب، وتستخدم المنصةَ اليوم 14 عيادة، وتنمو الحجوزات 20% شهريًا.',
    },
    vision: {
      hint: 'التغيير الذي تريد أن تراه بعد عشر سنوات إن نجحت.',
      example: 'أن تصل كل أسرة في المنطقة إلى الطبيب الاختصاصي المناسب خلال أسبوع، أينما كانت.',
    },
    mission: {
      hint: 'ما تفعله كل يوم لتبلغ رؤيتك، ولمن تفعله.',
      example: 'نربط العيادات الريفية بالأطباء الاختصاصيين عبر استشارات فيديو بسيطة وبتكلفة معقولة.',
    },
    problem: {
      hint: 'من يعاني المشكلة، وما حجم معاناته، وماذا يفعل اليوم. الأرقام تُقنع لجان التقييم.',
      example: 'ينتظر المرضى في الأرياف ستة أسابيع ويسافرون ثلاث ساعات لمقابلة طبيب اختصاصي، ويتخلّى أربعة من كل عشرة عن الموعد.',
    },
    solution: {
      hint: 'كيف يحلّ منتجك المشكلة، ولماذا الآن. اشرح طريقة عمله بدل سرد الميزات.',
      example: 'تحجز العيادة طبيبًا اختصاصيًا من جهاز لوحي في دقيقتين، وتتم الاستشارة بالفيديو في الأسبوع نفسه.',
    },
    unique_value: {
      hint: 'لماذا يختارك العملاء دون البدائل، وما الذي يصعب تقليده.',
      example: 'المنصة الوحيدة المرتبطة بنظام الإحالة الوطني، وقد انضم إليها 120 طبيبًا اختصاصيًا.',
    },
    highlights: {
      hint: 'النمو والجوائز والشراكات والمحطات المهمة، مع رقم أو تاريخ لكل منها.',
      example: '14 عيادة مشتركة وإيرادات شهرية قدرها 8 آلاف دولار · الفوز بجائزة إقليمية لريادة الأعمال عام 2025 · تجربة مع وزارة الصحة.',
    },
  },
};
