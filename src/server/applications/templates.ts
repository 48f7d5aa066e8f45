import type { ApplicationTemplate } from '../../shared/applications.js';
import type { Locale } from '../../shared/i18n/locale.js';

/** A question's words in one language. */
interface Wording {
  text: string;
  help: string;
}

/** A template question: its limit is the same in both languages, its words are written for each. */
interface TemplateQuestion {
  max_chars?: number;
  max_words?: number;
  required?: boolean;
  en: Wording;
  ar: Wording;
}

interface Template {
  key: string;
  en: { name: string; description: string };
  ar: { name: string; description: string };
  questions: TemplateQuestion[];
}

/**
 * The question lists of DESIGN §13, written by us for the common shapes of a program's form (no
 * program's own wording). The Arabic is written as an Arabic form would ask, not translated word by word.
 */
const TEMPLATES: readonly Template[] = [
  {
    key: 'accelerator',
    en: {
      name: 'Accelerator application',
      description: 'What accelerators ask most: the company, traction, the team and what you want from the program.',
    },
    ar: {
      name: 'طلب الانضمام إلى مسرّعة أعمال',
      description: 'ما تسأل عنه مسرّعات الأعمال عادةً: الشركة، وإقبال العملاء، والفريق، وما تنتظرونه من البرنامج.',
    },
    questions: [
      {
        max_chars: 140,
        required: true,
        en: {
          text: 'Describe your company in one sentence.',
          help: 'The line a partner reads first: what you make and for whom, without jargon.',
        },
        ar: { text: 'عرّفوا بشركتكم في جملة واحدة.', help: 'أول ما يقرؤه فريق البرنامج: ماذا تصنعون ولمن، بلا مصطلحات رنّانة.' },
      },
      {
        max_words: 150,
        required: true,
        en: {
          text: 'What problem are you solving, and who has it?',
          help: 'Name the customer and what the problem costs them today, in time or money.',
        },
        ar: { text: 'ما المشكلة التي تحلّونها، ومن يعاني منها؟', help: 'حدّدوا العميل بوضوح، وما تكلّفه المشكلة اليوم من وقت أو مال.' },
      },
      {
        max_words: 200,
        required: true,
        en: {
          text: 'How does your product solve it, and what have you built so far?',
          help: 'Say what works today, not what is planned. A link to a demo helps.',
        },
        ar: {
          text: 'كيف يحلّ منتجكم هذه المشكلة، وما الذي أنجزتموه منه حتى الآن؟',
          help: 'اذكروا ما يعمل فعلًا اليوم لا ما تخططون له. رابط لعرض تجريبي يفيد كثيرًا.',
        },
      },
      {
        max_words: 150,
        required: true,
        en: {
          text: 'What traction do you have?',
          help: 'Users, revenue, pilots or letters of intent, with dates. The growth rate says more than totals.',
        },
        ar: {
          text: 'ما الذي يثبت أن السوق يريد منتجكم؟',
          help: 'مستخدمون أو إيرادات أو تجارب أو خطابات نوايا، مع تواريخها. معدل النمو أبلغ من الأرقام الإجمالية.',
        },
      },
      {
        max_words: 200,
        required: true,
        en: {
          text: 'Who is on the founding team, and why are you the ones to build this?',
          help: "Each founder's role, whether they work on it full time, and the experience that fits this problem.",
        },
        ar: {
          text: 'من هم المؤسسون، ولماذا أنتم الأجدر ببناء هذا المشروع؟',
          help: 'دور كل مؤسس، وهل يعمل بدوام كامل، والخبرة التي تصله بهذه المشكلة.',
        },
      },
      {
        max_words: 150,
        en: {
          text: "Who are your competitors, and what do you understand that they don't?",
          help: 'Include what customers use today instead, even spreadsheets or doing nothing.',
        },
        ar: {
          text: 'من هم منافسوكم، وما الذي تفهمونه ولا يفهمونه؟',
          help: 'اذكروا أيضًا ما يلجأ إليه العملاء اليوم بدلًا منكم، ولو كان جداول بيانات أو لا شيء.',
        },
      },
      {
        max_words: 100,
        en: { text: 'How will you make money?', help: 'Who pays, how much and how often; your prices today if you have them.' },
        ar: { text: 'كيف ستحققون الإيرادات؟', help: 'من يدفع، وكم، وكل متى؛ وأسعاركم الحالية إن وُجدت.' },
      },
      {
        max_chars: 1000,
        en: {
          text: 'What do you want to get out of the program?',
          help: 'Be specific: introductions, a market, a hire, a round. Programs read this to judge the fit.',
        },
        ar: {
          text: 'ماذا تنتظرون من البرنامج؟',
          help: 'كونوا محددين: تعارف مع جهات بعينها، أو دخول سوق، أو توظيف، أو جولة تمويل. من هنا يحكم البرنامج على مدى ملاءمتكم.',
        },
      },
    ],
  },
  {
    key: 'pre-seed-investor',
    en: {
      name: 'Pre-seed investor intake',
      description: 'What an angel or a pre-seed fund asks before a first meeting: the round, the numbers, the market.',
    },
    ar: {
      name: 'استمارة مستثمر ما قبل البذرة',
      description: 'ما يطلبه المستثمر الملاك أو صندوق ما قبل البذرة قبل اللقاء الأول: الجولة، والأرقام، والسوق.',
    },
    questions: [
      {
        max_chars: 200,
        required: true,
        en: { text: 'What does your company do, in one line?', help: 'Write it so someone outside your sector understands it.' },
        ar: { text: 'ماذا تفعل شركتكم؟ في سطر واحد.', help: 'اكتبوه بحيث يفهمه شخص من خارج قطاعكم.' },
      },
      {
        max_words: 80,
        required: true,
        en: {
          text: 'How much are you raising, on what terms, and how much is already committed?',
          help: 'The amount, the instrument (SAFE, convertible note, priced round), the valuation cap if set, and commitments so far.',
        },
        ar: {
          text: 'كم تسعون إلى جمعه، وبأي شروط، وكم التزم المستثمرون حتى الآن؟',
          help: 'المبلغ، وصيغة الاستثمار (SAFE أو قرض قابل للتحويل أو جولة بتقييم محدد)، وسقف التقييم إن حُدّد، وما التُزم به حتى الآن.',
        },
      },
      {
        max_words: 120,
        required: true,
        en: { text: 'What will this money get you to?', help: 'The milestones this round pays for and how many months of runway it buys.' },
        ar: { text: 'إلى أين سيوصلكم هذا التمويل؟', help: 'المحطات التي تغطيها هذه الجولة، وكم شهرًا من التشغيل تكفي.' },
      },
      {
        max_words: 120,
        required: true,
        en: {
          text: 'What are your key numbers today?',
          help: 'Monthly revenue or active users, month-on-month growth, retention. Say how you measure each one.',
        },
        ar: {
          text: 'ما أهم أرقامكم اليوم؟',
          help: 'الإيراد الشهري أو المستخدمون النشطون، والنمو من شهر لآخر، ونسبة بقاء العملاء. وضّحوا كيف تحسبون كلًّا منها.',
        },
      },
      {
        max_words: 150,
        en: {
          text: 'How big is your market, counted from the bottom up?',
          help: 'The customers you can reach × what each pays a year. Skip the industry reports.',
        },
        ar: {
          text: 'ما حجم سوقكم إذا حسبتموه من الواقع لا من التقارير؟',
          help: 'عدد العملاء الذين يمكنكم الوصول إليهم × ما يدفعه كل منهم في السنة. لا حاجة لتقارير القطاع العامة.',
        },
      },
      {
        max_words: 100,
        en: { text: 'Why now?', help: 'What changed (a rule, a technology, a habit) that makes this possible or urgent today.' },
        ar: { text: 'لماذا الآن تحديدًا؟', help: 'ما الذي تغيّر — تشريع أو تقنية أو عادة — فجعل هذا ممكنًا أو ملحًّا اليوم.' },
      },
      {
        max_chars: 500,
        en: {
          text: 'Who owns the company today?',
          help: "The founders' shares, any angels or funds, and the option pool if you have one.",
        },
        ar: { text: 'كيف تتوزع ملكية الشركة اليوم؟', help: 'حصص المؤسسين، وأي مستثمرين أفراد أو صناديق، وحصة خيارات الموظفين إن وُجدت.' },
      },
    ],
  },
  {
    key: 'grant',
    en: {
      name: 'Grant application',
      description: "A funder's proposal form: the need, the objectives, the impact, the budget and what happens after.",
    },
    ar: {
      name: 'طلب منحة',
      description: 'نموذج مقترح لجهة مانحة: الحاجة، والأهداف، والأثر، والميزانية، وما بعد انتهاء المنحة.',
    },
    questions: [
      {
        max_chars: 150,
        required: true,
        en: { text: 'Project title', help: 'A short, plain name reviewers will remember.' },
        ar: { text: 'عنوان المشروع', help: 'اسم قصير وواضح يسهل على المقيّمين تذكّره.' },
      },
      {
        max_words: 250,
        required: true,
        en: { text: 'Summarise the project.', help: 'What you will do, for whom, and the result expected when the grant ends.' },
        ar: { text: 'قدّموا ملخصًا للمشروع.', help: 'ماذا ستنفّذون، ولمن، وما النتيجة المنتظرة عند انتهاء المنحة.' },
      },
      {
        max_words: 300,
        required: true,
        en: {
          text: 'What need or gap does the project address?',
          help: 'Evidence makes the case: figures with their source, words from the people affected.',
        },
        ar: { text: 'ما الحاجة أو الفجوة التي يعالجها المشروع؟', help: 'الأدلة تقوّي الطلب: أرقام مع مصادرها، وشهادات من الفئة المستفيدة.' },
      },
      {
        max_words: 300,
        required: true,
        en: {
          text: 'What are the objectives, and which activities reach them?',
          help: 'Three to five objectives, each with its activities and a timeline.',
        },
        ar: { text: 'ما أهداف المشروع، وما الأنشطة التي تحققها؟', help: 'من ثلاثة إلى خمسة أهداف، لكلٍّ منها أنشطته وجدوله الزمني.' },
      },
      {
        max_words: 200,
        required: true,
        en: {
          text: 'How will you measure the impact?',
          help: 'Indicators, their starting values, targets, and how you will collect the data.',
        },
        ar: { text: 'كيف ستقيسون أثر المشروع؟', help: 'المؤشرات، وقيمها عند البدء، والقيم المستهدفة، وطريقة جمع البيانات.' },
      },
      {
        max_words: 200,
        required: true,
        en: {
          text: 'Summarise the budget and how the grant will be spent.',
          help: 'The main cost lines and any co-funding. Reviewers check that the costs match the activities.',
        },
        ar: {
          text: 'لخّصوا الميزانية وأوجه صرف المنحة.',
          help: 'بنود التكلفة الرئيسية وأي تمويل مشترك. يتحقق المقيّمون من تناسب التكاليف مع الأنشطة.',
        },
      },
      {
        max_words: 150,
        en: {
          text: 'How will the project continue after the grant ends?',
          help: 'The revenue, partners or follow-on funding that keep it going.',
        },
        ar: { text: 'كيف سيستمر المشروع بعد انتهاء المنحة؟', help: 'الإيرادات أو الشراكات أو التمويل اللاحق الذي يضمن استمراره.' },
      },
    ],
  },
  {
    key: 'competition',
    en: {
      name: 'Startup competition',
      description: 'Short answers for judges who read hundreds: the pitch, what is new, the market, the team.',
    },
    ar: {
      name: 'مسابقة للشركات الناشئة',
      description: 'إجابات موجزة للجنة تحكيم تقرأ مئات الطلبات: العرض، والجديد فيه، والسوق، والفريق.',
    },
    questions: [
      {
        max_words: 50,
        required: true,
        en: { text: 'Your pitch', help: 'The problem, your solution, and why you will win. Judges read hundreds of these.' },
        ar: { text: 'عرضكم المختصر', help: 'المشكلة، والحل، ولماذا ستتفوّقون. لجنة التحكيم تقرأ مئات الطلبات.' },
      },
      {
        max_chars: 1500,
        required: true,
        en: {
          text: 'What is innovative about your solution?',
          help: 'What is new compared with what exists, and whether it can be protected.',
        },
        ar: { text: 'ما الجديد في حلّكم؟', help: 'ما الذي يميّزه عن الحلول الموجودة، وهل يمكن حمايته.' },
      },
      {
        max_words: 150,
        required: true,
        en: {
          text: 'Who are your customers, and how will you reach them?',
          help: 'Who buys, how many of them there are, and your channels to them.',
        },
        ar: { text: 'من عملاؤكم، وكيف ستصلون إليهم؟', help: 'من يشتري، وكم عددهم، والقنوات التي توصلكم إليهم.' },
      },
      {
        max_words: 150,
        required: true,
        en: {
          text: 'How do you make money, and what shows that customers want it?',
          help: 'Your business model, then the proof: sales, pilots, waiting lists.',
        },
        ar: {
          text: 'كيف تربحون، وما الدليل على أن العملاء يريدون منتجكم؟',
          help: 'نموذج العمل أولًا، ثم الدليل: مبيعات، أو تجارب، أو قوائم انتظار.',
        },
      },
      {
        max_chars: 800,
        en: {
          text: 'What would winning let you do?',
          help: 'What the prize money or the attention lets you do in the next six months.',
        },
        ar: { text: 'ماذا سيتيح لكم الفوز؟', help: 'ما الذي ستمكّنكم منه قيمة الجائزة أو الظهور خلال الأشهر الستة القادمة.' },
      },
      {
        max_words: 100,
        required: true,
        en: { text: 'Your team', help: 'The founders and key people, one line each.' },
        ar: { text: 'فريق العمل', help: 'المؤسسون وأبرز أعضاء الفريق، سطر واحد لكلٍّ منهم.' },
      },
    ],
  },
  {
    key: 'incubator-interview',
    en: {
      name: 'Incubator interview prep',
      description: 'What incubators ask in the interview, to write your answers down before you say them.',
    },
    ar: {
      name: 'الاستعداد لمقابلة حاضنة أعمال',
      description: 'أسئلة تطرحها حاضنات الأعمال في المقابلة، لتكتبوا إجاباتكم قبل أن تقولوها.',
    },
    questions: [
      {
        max_words: 150,
        required: true,
        en: {
          text: 'Introduce yourselves and the startup in one minute.',
          help: 'About 150 words spoken. Start with the problem, not with your CVs.',
        },
        ar: { text: 'عرّفوا بأنفسكم وبشركتكم في دقيقة واحدة.', help: 'نحو 150 كلمة عند الإلقاء. ابدؤوا بالمشكلة لا بسيركم الذاتية.' },
      },
      {
        max_words: 120,
        required: true,
        en: { text: 'How did you come across this problem?', help: 'The moment or the experience that showed you it is real.' },
        ar: { text: 'كيف اكتشفتم هذه المشكلة؟', help: 'الموقف أو التجربة التي أقنعتكم بأنها مشكلة حقيقية.' },
      },
      {
        max_words: 150,
        required: true,
        en: {
          text: 'How many potential customers have you spoken to, and what did you learn?',
          help: 'The number, and one thing that surprised you.',
        },
        ar: { text: 'كم عميلًا محتملًا تحدثتم إليه، وماذا تعلمتم؟', help: 'اذكروا العدد، وأمرًا واحدًا فاجأكم.' },
      },
      {
        max_words: 120,
        en: {
          text: 'What is the riskiest assumption in your plan, and how will you test it?',
          help: 'Interviewers want to see that you know it, not that you have none.',
        },
        ar: { text: 'ما أخطر افتراض في خطتكم، وكيف ستتحققون منه؟', help: 'تريد اللجنة أن ترى أنكم تعرفونه، لا أن خطتكم تخلو منه.' },
      },
      {
        max_words: 120,
        required: true,
        en: { text: 'What will you achieve during the incubation?', help: 'Two or three milestones you can measure at the end.' },
        ar: { text: 'ماذا ستنجزون خلال فترة الاحتضان؟', help: 'محطتان أو ثلاث يمكن قياسها في نهاية الفترة.' },
      },
      {
        max_chars: 400,
        en: { text: 'How much time does each founder give the startup?', help: 'Full time or part time, and when that will change.' },
        ar: { text: 'كم من وقته يمنح كل مؤسس للشركة؟', help: 'دوام كامل أو جزئي، ومتى سيتغير ذلك.' },
      },
      {
        max_chars: 600,
        en: { text: 'What support do you need most from us?', help: 'Mentors, space, legal help, introductions: most important first.' },
        ar: { text: 'ما أكثر ما تحتاجونه منا من دعم؟', help: 'إرشاد، أو مساحة عمل، أو مساعدة قانونية، أو تعارف: الأهم أولًا.' },
      },
    ],
  },
];

function inLocale(template: Template, locale: Locale): ApplicationTemplate {
  return {
    key: template.key,
    ...template[locale],
    questions: template.questions.map((question) => ({
      ...question[locale],
      max_chars: question.max_chars ?? null,
      max_words: question.max_words ?? null,
      required: question.required ?? false,
    })),
  };
}

/** Every template in one language (GET /api/application-templates). */
export function applicationTemplates(locale: Locale): ApplicationTemplate[] {
  return TEMPLATES.map((template) => inLocale(template, locale));
}

/** One template in one language; undefined for a key we never wrote. */
export function applicationTemplate(key: string, locale: Locale): ApplicationTemplate | undefined {
  const template = TEMPLATES.find((candidate) => candidate.key === key);
  return template && inLocale(template, locale);
}
