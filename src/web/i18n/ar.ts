import type { TranslationOf } from './catalog';
import type { en } from './en';

/*
 * Arabic catalog (Modern Standard Arabic). One term per concept, everywhere:
 *   Founder Dashboard (brand) = Founder Dashboard · dashboard = لوحة التحكم · overview = نظرة عامة
 *   profile = الملف الشخصي · account = الحساب · startup = الشركة الناشئة · founder = المؤسس
 *   co-founder = شريك مؤسس · founders team = فريق المؤسسين · program = البرنامج · investor = المستثمر
 *   pitch deck = العرض التقديمي · pitch video = فيديو العرض · brief = النبذة · one-liner = وصف بسطر واحد
 *   vision = الرؤية · mission = الرسالة · unique value = القيمة الفريدة · highlights = أبرز الإنجازات
 *   fundraising = جمع التمويل · ticket size = حجم الاستثمار · use of funds = أوجه استخدام التمويل
 *   incorporation = التسجيل القانوني (its date: تاريخ التأسيس) · section = قسم · details = تفاصيل / بيانات
 *   save = حفظ · edit = تعديل · add = إضافة · delete = حذف · remove = إزالة · upload = رفع · download = تنزيل
 *   file = ملف · link = رابط · email = البريد الإلكتروني · phone number = رقم الهاتف · country code = رمز الدولة
 *   WhatsApp = واتساب · LinkedIn = لينكدإن · YouTube = يوتيوب · Vimeo = فيميو · log in / out = تسجيل الدخول / الخروج
 *   AI = الذكاء الاصطناعي; the AI writing assistant = المساعد الذكي
 * Buttons use verbal nouns (حفظ، إضافة) so no text assumes the reader's gender; numbers stay in
 * Latin digits (they come from variables) and plural keys follow Arabic's six forms.
 */
export const ar = {
  app: {
    name: 'Founder Dashboard',
    tagline: 'ملفك الشخصي وملف شركتك الناشئة، محدَّثان دائمًا.',
  },
  nav: {
    applications: 'الطلبات',
    overview: 'نظرة عامة',
    profile: 'الملف الشخصي',
    startup: 'الشركة الناشئة',
    mainNavigation: 'التنقل الرئيسي',
    collapse: 'طي الشريط الجانبي',
    expand: 'توسيع الشريط الجانبي',
    darkMode: 'الوضع الداكن',
    lightMode: 'الوضع الفاتح',
    account: 'الحساب',
    myProfile: 'ملفي الشخصي',
    accountSettings: 'إعدادات الحساب',
    logout: 'تسجيل الخروج',
  },
  sections: {
    contactDetails: {
      title: 'بيانات التواصل',
      description: 'البريد الإلكتروني وأرقام الهاتف وواتساب ولينكدإن والموقع الإلكتروني.',
    },
    personalDetails: {
      title: 'البيانات الشخصية',
      description: 'نبذتك الشخصية وتاريخ الميلاد والجنس والجنسية وبلد الإقامة.',
    },
    programPreferences: {
      title: 'تفضيلات البرنامج',
      description: 'نوع البرنامج ومدته ومكانه وتاريخ البدء المفضّل لديك.',
    },
    startupDetails: {
      title: 'تفاصيل الشركة الناشئة',
      description: 'المرحلة والقطاع والحجم والأداء المالي والتسجيل القانوني.',
    },
    startupBrief: {
      title: 'نبذة الشركة الناشئة',
      description: 'وصف بسطر واحد، والرؤية والرسالة، والمشكلة والحل، والقيمة الفريدة، وأبرز الإنجازات.',
    },
    founders: {
      title: 'فريق المؤسسين',
      description: 'الأشخاص الذين يبنون الشركة الناشئة معك.',
    },
    pitchDeck: {
      title: 'العرض التقديمي',
      description: 'أحدث ملفات عرضك التقديمي (PDF أو PPT أو PPTX).',
    },
    fundraising: {
      title: 'جمع التمويل',
      description: 'المبلغ الذي تسعى إلى جمعه، ومرحلة التمويل، وحجم الاستثمار.',
    },
    video: {
      title: 'فيديو العرض',
      description: 'رابط فيديو عرضك على يوتيوب أو فيميو.',
    },
  },
  shell: {
    skipToContent: 'الانتقال إلى المحتوى',
  },
  drawer: {
    open: 'فتح القائمة',
    close: 'إغلاق القائمة',
  },
  pages: {
    overview: {
      title: 'أهلًا بك، {{name}}',
      subtitle: 'حافِظ على اكتمال ملفك، فالبرامج والمستثمرون يطّلعون عليه أولًا.',
    },
    profile: {
      title: 'ملفك الشخصي',
      subtitle: 'من خلاله يتعرّف عليك فريق البرنامج.',
    },
    startup: {
      title: 'شركتك الناشئة',
      subtitle: 'ما تقدّمه شركتك الناشئة، ومن يبنيها، وما تحتاج إليه.',
    },
    notFound: {
      documentTitle: 'الصفحة غير موجودة',
      code: 'خطأ 404',
      title: 'هذه الصفحة غير موجودة',
      subtitle: 'قد يكون الرابط قديمًا أو فيه خطأ. بيانات ملفك وشركتك الناشئة في أمان.',
      backToOverview: 'العودة إلى النظرة العامة',
    },
    documentTitle: '{{page}} · Founder Dashboard',
  },
  common: {
    edit: 'تعديل',
    add: 'إضافة',
    close: 'إغلاق',
    cancel: 'إلغاء',
    save: 'حفظ',
    saving: 'جارٍ الحفظ…',
    retry: 'إعادة المحاولة',
    loading: 'جارٍ التحميل…',
    open: 'فتح',
    notSet: 'غير محدد',
  },
  language: {
    label: 'اللغة',
    switchFailed: 'تعذّر تغيير اللغة. يُرجى المحاولة مرة أخرى.',
  },
  auth: {
    loggedOut: 'تم تسجيل خروجك.',
  },
  errors: {
    validation: 'يُرجى تصحيح الأخطاء المشار إليها.',
    network: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.',
    generic: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    sessionLoad: 'تعذّر تحميل جلستك.',
    pageLoad: 'تعذّر تحميل هذه الصفحة.',
    loadFailed: 'تعذّر تحميل بياناتك المحفوظة. لم يتغيّر شيء.',
    loadFailedShort: 'تعذّر تحميل هذا القسم.',
  },
  startup: {
    details: {
      businessStage: 'مرحلة الشركة',
      sector: 'القطاع',
      companySize: 'حجم الشركة',
      financialPerformance: 'الأداء المالي',
      headquarters: 'المقر الرئيسي',
      incorporationType: 'الشكل القانوني',
      incorporationDate: 'تاريخ التأسيس',
      countryOfIncorporation: 'بلد التسجيل',
      empty: 'أخبِر البرامج بما تقدّمه شركتك الناشئة والمرحلة التي بلغتها.',
    },
    brief: {
      empty: 'اكتب وصفًا بسطر واحد والقصة التي تقف وراء شركتك الناشئة.',
      filledSections: 'أقسام مكتوبة: {{count}} من {{total}}',
    },
    fundraising: {
      requiredAmount: 'المبلغ المطلوب',
      currentStage: 'مرحلة التمويل الحالية',
      useOfFunds: 'أوجه استخدام التمويل',
      empty: 'شارِك المبلغ الذي تسعى إلى جمعه وكيف ستستخدمه.',
      raising: 'نجمع {{amount}}',
      tickets: 'حجم الاستثمار {{amount}}',
    },
    video: {
      preview: 'معاينة الفيديو',
      empty: 'أضِف فيديو قصيرًا لعرضك من يوتيوب أو فيميو.',
    },
    businessStage: {
      idea: 'فكرة',
      prototype: 'نموذج أولي',
      mvp: 'منتج أولي قابل للتطبيق',
      early_revenue: 'إيرادات أولية',
      growth: 'نمو',
      scale: 'توسّع',
    },
    sector: {
      agritech: 'التقنية الزراعية',
      ai: 'الذكاء الاصطناعي',
      cleantech: 'التقنية النظيفة',
      ecommerce: 'التجارة الإلكترونية',
      edtech: 'تقنية التعليم',
      fintech: 'التقنية المالية',
      healthtech: 'التقنية الصحية',
      logistics: 'الخدمات اللوجستية',
      media: 'الإعلام',
      proptech: 'التقنية العقارية',
      saas: 'البرمجيات كخدمة',
      tourism: 'السياحة',
      other: 'أخرى',
    },
    companySize: {
      '1': 'شخص واحد',
      '2_5': '2–5 أشخاص',
      '6_10': '6–10 أشخاص',
      '11_50': '11–50 شخصًا',
      '51_200': '51–200 شخص',
      '201_plus': 'أكثر من 200 شخص',
    },
    financialPerformance: {
      pre_revenue: 'قبل تحقيق الإيرادات',
      under_10k: 'أقل من 10 آلاف دولار',
      '10k_100k': '10 آلاف – 100 ألف دولار',
      '100k_1m': '100 ألف – مليون دولار',
      over_1m: 'أكثر من مليون دولار',
    },
    incorporationType: {
      not_incorporated: 'غير مسجّلة',
      sole_proprietorship: 'مؤسسة فردية',
      llc: 'شركة ذات مسؤولية محدودة',
      corporation: 'شركة مساهمة',
      partnership: 'شركة تضامن',
      non_profit: 'منظمة غير ربحية',
      other: 'أخرى',
    },
    currentStage: {
      bootstrapped: 'تمويل ذاتي',
      pre_seed: 'ما قبل البذرة',
      seed: 'البذرة',
      series_a: 'السلسلة (أ)',
      series_b_plus: 'السلسلة (ب) وما بعدها',
    },
  },
  // آخر من حفظ سجل البطاقة (issue 14)؛ {{time}} مثل «قبل 5 دقائق».
  edits: {
    lastEdited: 'آخر تعديل: {{name}} · {{time}}',
    lastEditedByYou: 'آخر تعديل: أنت · {{time}}',
    someone: 'أحد الشركاء المؤسسين',
  },
  pitchDeck: {
    summaryEmpty: 'لم يُرفع أي عرض تقديمي بعد.',
    latest: 'أحدث عرض تقديمي',
    primaryDeck: 'العرض التقديمي الأساسي',
    uploadedOn: 'رُفع في {{date}}',
    count_zero: 'لا توجد ملفات',
    count_one: 'ملف واحد',
    count_two: 'ملفان',
    count_few: '{{count}} ملفات',
    count_many: '{{count}} ملفًا',
    count_other: '{{count}} ملف',
    types: {
      pdf: 'PDF',
      ppt: 'PPT',
      pptx: 'PPTX',
    },
  },
  founders: {
    summaryEmpty: 'لم يُضَف أي شريك مؤسس بعد.',
    more_zero: 'فقط',
    more_one: 'ومؤسس آخر',
    more_two: 'ومؤسسان آخران',
    more_few: 'و{{count}} مؤسسين آخرين',
    more_many: 'و{{count}} مؤسسًا آخر',
    more_other: 'و{{count}} مؤسس آخر',
  },
  profile: {
    contact: {
      emails: 'عناوين البريد الإلكتروني',
      phones: 'أرقام الهاتف',
      whatsapps: 'أرقام واتساب',
      linkedin: 'لينكدإن',
      website: 'الموقع الإلكتروني',
      empty: 'أضِف البريد الإلكتروني والأرقام والروابط التي يمكن للبرامج التواصل معك من خلالها.',
    },
    personal: {
      birthDate: 'تاريخ الميلاد',
      gender: 'الجنس',
      nationality: 'الجنسية',
      countryOfResidence: 'بلد الإقامة',
      empty: 'عرِّف بنفسك: نبذة قصيرة، وجنسيتك، ومكان إقامتك.',
    },
    preferences: {
      programType: 'نوع البرنامج',
      programDuration: 'مدة البرنامج',
      programLocation: 'مكان البرنامج',
      programStartDate: 'تاريخ البدء المفضّل',
      startupLocations: 'مواقع الشركة الناشئة',
      allSelected: 'جميع المواقع',
      moreLocations: '+{{count}}',
      empty: 'أخبِر البرامج بنوع الدعم الذي تبحث عنه.',
    },
    gender: {
      male: 'ذكر',
      female: 'أنثى',
      prefer_not_to_say: 'أفضّل عدم الإفصاح',
    },
    programType: {
      pre_incubation: 'ما قبل الاحتضان',
      incubation: 'الاحتضان',
      acceleration: 'التسريع',
      investment_readiness: 'الجاهزية للاستثمار',
    },
    programDuration: {
      '1_month': 'شهر واحد',
      '3_months': '3 أشهر',
      '6_months': '6 أشهر',
      '12_months': '12 شهرًا',
    },
    programLocation: {
      in_person: 'حضوري',
      remote: 'عن بُعد',
      hybrid: 'هجين',
    },
  },
  // The overview's share entry (T5, issue 13); the share modal's texts are in ar-modals.ts
} satisfies TranslationOf<typeof en>;
