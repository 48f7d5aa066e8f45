import { ACCOUNT_MESSAGES, PERSONAL_DETAILS_MESSAGES } from '../../shared/feature-messages';
import { translateToArabic } from './arabic-messages';
import type { TranslationOf } from './catalog';
import type { enAccount } from './en-account';

/** Arabic catalog, account part (as en-account.ts), in the terms of the glossary at the top of ar.ts. */
export const arAccount = {
  passwordReset: {
    forgotTitle: 'إعادة تعيين كلمة المرور',
    forgotSubtitle: 'أدخِل البريد الإلكتروني لحسابك، وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    send: 'إرسال رابط إعادة التعيين',
    sending: 'جارٍ الإرسال…',
    remembered: 'تذكّرتها؟',
    checkInboxTitle: 'تحقّق من بريدك الوارد',
    checkInboxSubtitle: 'يعمل الرابط مرة واحدة، ولمدة ساعة واحدة.',
    sentTo: 'إن كان هذا البريد الإلكتروني مسجَّلًا لدينا، فرابط إعادة تعيين كلمة المرور في طريقه إلى',
    sentHelp: 'لم يصل شيء بعد بضع دقائق؟ ابحث في مجلد الرسائل غير المرغوب فيها، أو تحقّق من العنوان وأعِد الإرسال.',
    tryAgain: 'إعادة الإرسال أو استخدام بريد آخر',
    resetTitle: 'اختيار كلمة مرور جديدة',
    resetSubtitle: 'سيُسجَّل دخولك هنا، وسيُسجَّل خروجك من أي مكان آخر.',
    newPassword: 'كلمة المرور الجديدة',
    save: 'حفظ كلمة المرور الجديدة',
    saving: 'جارٍ الحفظ…',
    done: 'تم تغيير كلمة المرور. أهلًا بعودتك، {{name}}!',
    deadTitle: 'لم يعد هذا الرابط صالحًا',
    deadSubtitle: 'تعمل روابط إعادة التعيين مرة واحدة، ولمدة ساعة واحدة.',
    deadHelp: 'انتهت صلاحيته أو سبق استخدامه. اطلب رابطًا جديدًا، ثم افتح أحدث رسالة.',
    newLink: 'إرسال رابط جديد',
    backToLogin: 'العودة إلى تسجيل الدخول',
  },
  // The team (DESIGN §8): the invitation and new-startup pages, and what the founders and personal
  // details modals add (they load this part too: app/modal-registry.tsx).
  team: {
    invite: {
      title: 'دعوة شريك مؤسس',
      description: 'يصله رابط لاختيار كلمة مرور والانضمام إلى شركتك الناشئة بحساب خاص به.',
      open: 'دعوة شريك مؤسس',
      email: 'بريده الإلكتروني',
      send: 'إرسال الدعوة',
      sending: 'جارٍ الإرسال…',
      sent: 'أُرسلت الدعوة إلى {{email}}. يمكنك أيضًا مشاركة الرابط بنفسك، وهو يعمل مرة واحدة فقط، ولمدة 7 أيام.',
      mailFailed: 'الدعوة إلى {{email}} جاهزة، لكن تعذّر إرسال البريد. شارِك الرابط بنفسك، وهو يعمل مرة واحدة فقط، ولمدة 7 أيام.',
      link: 'رابط الدعوة',
      failed: 'تعذّر إرسال الدعوة.',
    },
    pending: {
      title: 'دعوات بانتظار الرد',
      invitedBy: 'بدعوة من {{name}}',
      invitedByGone: 'بدعوة من عضو سابق في الفريق',
      expires: 'تنتهي في {{date}}',
      revoke: 'إلغاء الدعوة',
      confirmRevoke: 'هل تريد إلغاء الدعوة المرسلة إلى {{email}}؟ سيتوقف رابطها عن العمل.',
      revoked: 'أُلغيت الدعوة.',
      revokeFailed: 'تعذّر إلغاء الدعوة.',
      loadFailed: 'تعذّر تحميل الدعوات المنتظرة.',
    },
    identity: {
      title: 'أنت في الفريق',
      description: 'اسمك ومسمّاك الوظيفي وصورتك وحسابك على لينكدإن، كما تظهر في قائمة المؤسسين وفي ملف شركتك الناشئة.',
      photoSaved: translateToArabic(PERSONAL_DETAILS_MESSAGES.photoSaved),
      photoRemoved: translateToArabic(PERSONAL_DETAILS_MESSAGES.photoRemoved),
      photoFailed: 'تعذّر حفظ الصورة.',
    },
    accept: {
      documentTitle: 'الانضمام إلى فريقك',
      loading: 'جارٍ فتح دعوتك…',
      title: 'الانضمام إلى {{startup}}',
      invitedBy: 'وصلتك دعوة من {{name}} للانضمام إلى فريق {{startup}}.',
      invited: 'أنت مدعوّ للانضمام إلى فريق {{startup}}.',
      emailFixed: 'الدعوة مرسلة إلى هذا البريد الإلكتروني.',
      join: 'الانضمام إلى الفريق',
      joining: 'جارٍ الانضمام…',
      deadTitle: 'رابط الدعوة هذا لا يعمل',
      deadSubtitle: 'ربما استُخدم أو أُلغي أو استُبدل بغيره، أو انتهت مدته.',
      deadHelp: 'اطلب رابطًا جديدًا ممن دعاك. وإن كنت قد انضممت من قبل، فسجّل الدخول.',
      failedTitle: 'تعذّر فتح دعوتك',
      failedSubtitle: 'تحقّق من اتصالك ثم حاول مرة أخرى.',
      failedHelp: 'دعوتك ما زالت صالحة، ولم يضِع شيء.',
    },
    newStartup: {
      title: 'إنشاء شركة ناشئة جديدة',
      subtitle: 'لم تعد عضوًا في أي شركة ناشئة. أدخل اسم شركة جديدة لتستعيد لوحة التحكم.',
      start: 'إنشاء شركتي الناشئة',
      starting: 'جارٍ الإنشاء…',
    },
  },
  accountSettings: {
    title: 'إعدادات الحساب',
    subtitle: 'بريد تسجيل الدخول وكلمة المرور وبياناتك.',
    currentPassword: 'كلمة المرور الحالية',
    passwordToConfirm: 'للتأكد من هويتك.',
    email: {
      title: 'البريد الإلكتروني',
      description: 'العنوان الذي تسجّل الدخول به، وإليه تُرسَل روابط إعادة تعيين كلمة المرور.',
      current: 'الحالي:',
      new: 'البريد الإلكتروني الجديد',
      save: 'تغيير البريد الإلكتروني',
      failed: 'تعذّر تغيير البريد الإلكتروني.',
    },
    password: {
      title: 'كلمة المرور',
      description: 'يؤدي تغييرها إلى تسجيل خروجك من كل متصفح وجهاز آخر، ويبقى دخولك هنا.',
      new: 'كلمة المرور الجديدة',
      save: 'تغيير كلمة المرور',
      failed: 'تعذّر تغيير كلمة المرور.',
    },
    export: {
      title: 'تصدير بياناتي',
      description:
        'ملف يضم كل ما تراه هنا: حسابك، وبياناتك الشخصية وبيانات التواصل، وسجلات شركتك الناشئة وفريقها وقائمة عروضها التقديمية. ولا يتضمن البيانات الشخصية للشركاء المؤسسين.',
      download: 'تنزيل بياناتي',
      preparing: 'جارٍ التجهيز…',
      failed: 'تعذّر تجهيز بياناتك. يُرجى المحاولة مرة أخرى.',
    },
    delete: {
      title: 'حذف الحساب',
      description:
        'يُحذف حسابك وبياناتك الشخصية وبيانات التواصل نهائيًا، ويبقى اسمك في فريق المؤسسين دون حساب لتسجيل الدخول ودون بريد إلكتروني أو صورة.',
      lastMember: 'إن لم يكن لدى أي مؤسس آخر حساب، فستُحذف الشركة الناشئة أيضًا مع عروضها التقديمية وصورها.',
      button: 'حذف حسابي',
      confirmTitle: 'هل تريد حذف حسابك؟',
      confirmMessage:
        'لا يمكن التراجع عن ذلك. إن كان لدى مؤسسين آخرين حسابات، فسيبقى اسمك في فريق المؤسسين دون بريدك الإلكتروني وصورتك. أدخِل كلمة المرور للتأكيد.',
      confirmLast:
        'لا يمكن التراجع عن ذلك. لا يملك أي مؤسس آخر حسابًا، لذا ستُحذف الشركة الناشئة أيضًا بكل ما فيها: ملفها وعروضها التقديمية وصورها وطلباتها وروابط المشاركة (فتتوقف الروابط التي أرسلتها إلى المستثمرين). أدخِل كلمة المرور للتأكيد.',
      confirmStays:
        'لا يمكن التراجع عن ذلك. سيُحذف حسابك وبياناتك الشخصية وبيانات التواصل، وتبقى الشركة الناشئة وملفها مع شركائك المؤسسين، ويبقى اسمك في الفريق دون بريدك الإلكتروني وصورتك. أدخِل كلمة المرور للتأكيد.',
      confirm: 'حذف الحساب',
      deleting: 'جارٍ الحذف…',
      done: translateToArabic(ACCOUNT_MESSAGES.deleted),
      failed: 'تعذّر حذف الحساب.',
    },
  },
} satisfies TranslationOf<typeof enAccount>;
