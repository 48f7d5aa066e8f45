import type { TranslationOf } from './catalog';
import type { enForms } from './en-forms';

/** Arabic catalog, forms part: the forms' shared texts (as en-forms.ts), in the terms of the glossary at the top of ar.ts. */
export const arForms = {
  auth: {
    loginTitle: 'تسجيل الدخول إلى لوحة التحكم',
    loginSubtitle: 'أهلًا بعودتك. تابِع من حيث توقفت.',
    registerTitle: 'أنشئ حسابك',
    registerSubtitle: 'حساب واحد لك ولشركتك الناشئة.',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    passwordHint: '8 أحرف على الأقل.',
    startupName: 'اسم الشركة الناشئة',
    login: 'تسجيل الدخول',
    loggingIn: 'جارٍ تسجيل الدخول…',
    register: 'إنشاء حساب',
    registering: 'جارٍ إنشاء الحساب…',
    noAccount: 'ليس لديك حساب؟',
    haveAccount: 'لديك حساب بالفعل؟',
    welcome: 'أهلًا بك في لوحة التحكم، {{name}}!',
    welcomeBack: 'أهلًا بعودتك، {{name}}!',
    forgotPassword: 'نسيت كلمة المرور؟',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
  },
  confirm: {
    title: 'يُرجى التأكيد',
    confirm: 'تأكيد',
    delete: 'حذف',
    remove: 'إزالة',
  },
  components: {
    copyLink: {
      copy: 'نسخ',
      copied: 'تم النسخ',
      manual: 'النسخ غير مسموح هنا: الرابط محدَّد، انسخه باستخدام لوحة المفاتيح.',
    },
    formTabs: {
      hasErrors: '(فيه أخطاء)',
    },
    select: {
      showOptions: 'عرض الخيارات',
      noResults: 'لا توجد نتائج مطابقة',
    },
    countrySelect: {
      placeholder: 'اختر دولة',
    },
    phoneCodeSelect: {
      label: 'رمز الدولة',
      placeholder: 'الرمز',
    },
    datePicker: {
      placeholder: 'اختر تاريخًا',
    },
    editor: {
      placeholder: 'ابدأ الكتابة…',
      toolbar: 'التنسيق',
      bold: 'غامق',
      italic: 'مائل',
      underline: 'تسطير',
      orderedList: 'قائمة مرقّمة',
      bulletList: 'قائمة نقطية',
      clean: 'مسح التنسيق',
    },
  },
} satisfies TranslationOf<typeof enForms>;
