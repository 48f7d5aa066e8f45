import type { MessageCatalog } from './translate-message.js';

/**
 * Arabic for every text the server and the shared schemas send (English is the key; see
 * translate-message.ts). Terms follow the glossary at the top of src/web/i18n/ar.ts. Counts are
 * phrased as "the number of … must not exceed {max}", so no Arabic noun has to agree with a number.
 * Import-free besides a type: the web loads it lazily for client-side validation in Arabic.
 */
export const MESSAGES_AR: MessageCatalog = {
  // Requests and sessions (src/shared/api.ts)
  'Unauthenticated.': 'يُرجى تسجيل الدخول أولًا.',
  'CSRF token mismatch.': 'انتهت صلاحية الصفحة. يُرجى تحديثها والمحاولة مرة أخرى.',
  'The given data was invalid.': 'يُرجى تصحيح الأخطاء في الحقول.',
  'Not found.': 'غير موجود.',
  'Too many requests. Please try again later.': 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى لاحقًا.',
  'The server is busy. Please try again in a few seconds.': 'الخادم مشغول حاليًا. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
  'Something went wrong on our side. Please try again.': 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  'These credentials do not match our records.': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'An account with this email already exists.': 'يوجد حساب مسجَّل بهذا البريد الإلكتروني.',
  'Someone else saved this section after you opened it. Nothing was overwritten: compare the two versions and choose what to keep.':
    'حفظ شخص آخر هذا القسم بعد أن فتحته. لم يُستبدَل شيء: قارِن بين النسختين واختر ما تريد الاحتفاظ به.',
  'Please send this request as JSON (Content-Type: application/json).': 'يُرجى إرسال هذا الطلب بصيغة JSON (Content-Type: application/json).',

  // The language switch (src/shared/account-locale.ts)
  'Language saved.': 'تم حفظ اللغة.',
  'Please choose English or Arabic.': 'يُرجى اختيار العربية أو الإنجليزية.',

  // The default title of a founder's own row, written at registration in the page's language (src/shared/founders.ts)
  Founder: 'مؤسس',

  // The page's description (src/web/index.html), sent in the page's language
  'Founder Dashboard: keep your founder and startup profile up to date.': 'Founder Dashboard: ملفك الشخصي وملف شركتك الناشئة، محدَّثان دائمًا.',

  // Server texts (src/server/http/server-messages.ts)
  'Welcome to Founder Dashboard!': 'أهلًا بك في لوحة التحكم!',
  'Welcome back!': 'أهلًا بعودتك!',
  'You have been logged out.': 'تم تسجيل خروجك.',
  'This address is not valid.': 'هذا العنوان غير صالح.',
  'The request body is nested too deeply.': 'بيانات الطلب متداخلة بعمق أكبر من المسموح.',
  'This form has too many fields or files.': 'يحتوي هذا النموذج على عدد كبير جدًا من الحقول أو الملفات.',
  'The upload could not be read. Please try again.': 'تعذّرت قراءة الملف المرفوع. يُرجى المحاولة مرة أخرى.',
  'Send _method=PUT to update a founder.': 'لتحديث بيانات مؤسس، أرسل _method=PUT.',
  'The AI request was cancelled.': 'تم إلغاء طلب الذكاء الاصطناعي.',
  'The AI provider could not be reached.': 'تعذّر الاتصال بمزوّد الذكاء الاصطناعي.',
  'The AI provider rejected the credentials (HTTP {status}).': 'رفض مزوّد الذكاء الاصطناعي بيانات الاعتماد (HTTP {status}).',
  'The AI provider failed (HTTP {status}): {detail}': 'تعذّر على مزوّد الذكاء الاصطناعي إتمام الطلب (HTTP {status}): {detail}',
  'The AI provider failed: {detail}': 'تعذّر على مزوّد الذكاء الاصطناعي إتمام الطلب: {detail}',
  'The AI provider did not answer within {seconds} s.': 'لم يُجب مزوّد الذكاء الاصطناعي خلال {seconds} ث.',
  'The local AI model did not answer within {seconds} s.': 'لم يُجب نموذج الذكاء الاصطناعي المحلي خلال {seconds} ث.',
  'The local AI model failed: {detail}': 'تعذّر على نموذج الذكاء الاصطناعي المحلي إتمام الطلب: {detail}',

  // Fastify's own client errors (bad JSON, too large, content type)
  "Body is not valid JSON but content-type is set to 'application/json'": 'بيانات الطلب ليست JSON صالحًا.',
  "Body cannot be empty when content-type is set to 'application/json'": 'بيانات الطلب فارغة.',
  'Request body is too large': 'بيانات الطلب أكبر من الحجم المسموح.',
  'Unsupported Media Type': 'نوع المحتوى غير مدعوم.',
  'Request body size did not match Content-Length': 'حجم بيانات الطلب لا يطابق Content-Length.',

  // zod's own messages, for fields whose schema names none (only a hand-made request reaches them)
  'Invalid input': 'قيمة غير صالحة.',
  'Invalid input: expected {expected}, received {received}': 'قيمة غير صالحة: المتوقع {expected}، والمُرسَل {received}.',
  // After the line above: templates are tried in order, and this one would match its texts too.
  'Invalid input: expected {value}': 'قيمة غير صالحة: المتوقع {value}.',
  'Invalid option: expected one of {options}': 'خيار غير صالح: يجب أن يكون أحد الخيارات {options}.',
  'Too big: expected string to have <={max} characters': 'يجب ألا يزيد عدد الأحرف على {max}.',
  'Too small: expected string to have >={min} characters': 'يجب ألا يقل عدد الأحرف عن {min}.',
  'Too big: expected array to have <={max} items': 'يجب ألا يزيد عدد العناصر على {max}.',
  'Too small: expected array to have >={min} items': 'يجب ألا يقل عدد العناصر عن {min}.',

  // Fields every schema shares (src/shared/field-messages.ts)
  'This field is required.': 'هذا الحقل مطلوب.',
  'Please choose a valid option.': 'يُرجى اختيار خيار صالح.',
  'Please choose a valid country.': 'يُرجى اختيار دولة صالحة.',
  'Please enter a valid date (YYYY-MM-DD).': 'يُرجى إدخال تاريخ صالح (YYYY-MM-DD).',
  'Please enter text.': 'يُرجى إدخال نص.',
  'Must be at most {max} characters.': 'يجب ألا يزيد عدد الأحرف على {max}.',

  // Accounts (src/shared/auth.ts)
  'Please enter a valid email address.': 'يُرجى إدخال بريد إلكتروني صالح.',
  'Password must be at least {min} characters.': 'يجب ألا يقل عدد أحرف كلمة المرور عن {min}.',
  'Password must be at most {max} characters.': 'يجب ألا يزيد عدد أحرف كلمة المرور على {max}.',
  'This password is too common. Please choose one that is harder to guess.': 'كلمة المرور هذه شائعة جدًا. يُرجى اختيار كلمة مرور يصعب تخمينها.',

  // Contact details
  'Contact details saved successfully!': 'تم حفظ بيانات التواصل بنجاح!',
  'Please enter at least one email address.': 'يُرجى إدخال بريد إلكتروني واحد على الأقل.',
  'Please enter a valid phone number (7 to 15 digits).': 'يُرجى إدخال رقم هاتف صالح (من 7 إلى 15 رقمًا).',
  'Please choose a valid country code.': 'يُرجى اختيار رمز دولة صالح.',
  'This country code does not belong to the selected country.': 'رمز الدولة هذا لا يخص الدولة المختارة.',
  'Please choose the country of this number.': 'يُرجى اختيار دولة هذا الرقم.',
  'Please enter a LinkedIn link (linkedin.com).': 'يُرجى إدخال رابط من لينكدإن (linkedin.com).',
  'Please enter a valid website address (http:// or https://).': 'يُرجى إدخال عنوان موقع إلكتروني صالح (http:// أو https://).',
  'You can add at most {max}.': 'يمكنك إضافة {max} كحد أقصى.',

  // Personal details
  'Personal details saved successfully!': 'تم حفظ البيانات الشخصية بنجاح!',
  'Birth date must be in the past.': 'يجب أن يكون تاريخ الميلاد في الماضي.',
  'Birth date must be after {year}.': 'يجب أن يكون تاريخ الميلاد بعد عام {year}.',

  // Program preferences
  'Program preferences saved successfully!': 'تم حفظ تفضيلات البرنامج بنجاح!',
  'Please choose countries from the list.': 'يُرجى اختيار الدول من القائمة.',

  // Startup details
  'Startup details saved successfully!': 'تم حفظ تفاصيل الشركة الناشئة بنجاح!',
  'Incorporation date cannot be in the future.': 'لا يمكن أن يكون تاريخ التأسيس في المستقبل.',

  // Startup brief
  'Startup brief saved successfully!': 'تم حفظ نبذة الشركة الناشئة بنجاح!',
  'The one-liner must be at most {max} characters.': 'يجب ألا يزيد عدد أحرف الوصف بسطر واحد على {max}.',

  // Fundraising and amounts
  'Fundraising details saved successfully!': 'تم حفظ تفاصيل جمع التمويل بنجاح!',
  'Please choose a valid currency.': 'يُرجى اختيار عملة صالحة.',
  'The maximum ticket size must be at least the minimum ticket size.': 'يجب ألا يقل الحد الأقصى لحجم الاستثمار عن الحد الأدنى.',
  'Please enter a valid amount.': 'يُرجى إدخال مبلغ صالح.',
  'Amount cannot be negative.': 'لا يمكن أن يكون المبلغ سالبًا.',
  'Amount can have at most {places} decimal places.': 'يجب ألا يزيد عدد المنازل العشرية للمبلغ على {places}.',
  'Amount is too large.': 'المبلغ كبير جدًا.',

  // Pitch video
  'Video URL saved successfully!': 'تم حفظ رابط الفيديو بنجاح!',
  'Please enter a YouTube or Vimeo link': 'يُرجى إدخال رابط من يوتيوب أو فيميو',

  // Pitch deck
  'Please enter a file name.': 'يُرجى إدخال اسم الملف.',
  'Please upload a valid file (PDF, PPT, PPTX).': 'يُرجى رفع ملف صالح (PDF أو PPT أو PPTX).',
  'The file is too large. The maximum size is {megabytes} MB.': 'الملف كبير جدًا. الحد الأقصى للحجم {megabytes} ميغابايت.',
  'File uploaded successfully!': 'تم رفع الملف بنجاح!',
  'File deleted successfully!': 'تم حذف الملف بنجاح!',
  'Are you sure you want to delete this file?': 'هل تريد بالتأكيد حذف هذا الملف؟',
  'Failed to upload file': 'تعذّر رفع الملف',
  'Failed to delete file': 'تعذّر حذف الملف',

  // Founders
  'Please fill in all required fields.': 'يُرجى تعبئة جميع الحقول المطلوبة.',
  'A founder with this email is already on your team.': 'يوجد في فريقك مؤسس بهذا البريد الإلكتروني.',
  'Please upload a PNG, JPEG or WebP image.': 'يُرجى رفع صورة بصيغة PNG أو JPEG أو WebP.',
  'The image is too large. The maximum size is {megabytes} MB.': 'الصورة كبيرة جدًا. الحد الأقصى للحجم {megabytes} ميغابايت.',
  'Use Personal Details modal to edit your own information.': 'لتعديل بياناتك أنت، استخدم نافذة البيانات الشخصية.',
  'You cannot delete yourself. Use Personal Details to update your information.': 'لا يمكنك حذف نفسك. لتحديث بياناتك، استخدم البيانات الشخصية.',
  'Founder added successfully!': 'تمت إضافة المؤسس بنجاح!',
  'Founder updated successfully!': 'تم تحديث بيانات المؤسس بنجاح!',
  'Founder removed successfully!': 'تمت إزالة المؤسس بنجاح!',
  'Are you sure you want to remove {name} from the founders team?': 'هل تريد بالتأكيد إزالة {name} من فريق المؤسسين؟',
  'Failed to load founders': 'تعذّر تحميل المؤسسين',
  'Failed to save founder': 'تعذّر حفظ بيانات المؤسس',
  'Failed to remove founder': 'تعذّر إزالة المؤسس',

  // Startup quota (src/shared/startup-quota.ts): "1 pitch deck" and "3 pitch decks" read the same in Arabic
  'Your startup can keep at most {max} pitch deck. Delete one to upload another.':
    'الحد الأقصى لعدد العروض التقديمية لشركتك الناشئة هو {max}. احذف عرضًا لتتمكن من رفع عرض آخر.',
  'Your startup can keep at most {max} pitch decks. Delete one to upload another.':
    'الحد الأقصى لعدد العروض التقديمية لشركتك الناشئة هو {max}. احذف عرضًا لتتمكن من رفع عرض آخر.',
  'Your team can have at most {max} founder. Remove one to add another.':
    'الحد الأقصى لعدد المؤسسين في فريقك هو {max}. أزِل مؤسسًا لتتمكن من إضافة مؤسس آخر.',
  'Your team can have at most {max} founders. Remove one to add another.':
    'الحد الأقصى لعدد المؤسسين في فريقك هو {max}. أزِل مؤسسًا لتتمكن من إضافة مؤسس آخر.',
  "This file does not fit in your startup's {megabytes} MB of storage. Delete a pitch deck to make room.":
    'لا تتسع مساحة التخزين المخصصة لشركتك الناشئة ({megabytes} ميغابايت) لهذا الملف. احذف عرضًا تقديميًا لتوفير مساحة.',

  // AI assistant (src/shared/ai.ts)
  'AI assistant is not configured': 'المساعد الذكي غير مُفعَّل',
  'Please write or select some text first.': 'يُرجى كتابة نص أو تحديده أولًا.',
  'The text must be at most {max} characters.': 'يجب ألا يزيد عدد أحرف النص على {max}.',
  'The context must be at most {max} characters.': 'يجب ألا يزيد عدد أحرف السياق على {max}.',
  'Please choose a valid AI action.': 'يُرجى اختيار إجراء صالح للذكاء الاصطناعي.',
  'AI request failed': 'تعذّر إتمام طلب الذكاء الاصطناعي',
  'AI request returned no text': 'لم يُرجِع طلب الذكاء الاصطناعي أي نص',
  'Too many AI requests. Please wait a moment and try again.': 'طلبات كثيرة جدًا إلى الذكاء الاصطناعي. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'The local AI runtime (node-llama-cpp) is not installed: run npm run ai:local on the server.':
    'بيئة تشغيل الذكاء الاصطناعي المحلية (node-llama-cpp) غير مثبّتة: شغّل npm run ai:local على الخادم.',
  'The local AI runtime (node-llama-cpp) could not start: {detail}': 'تعذّر تشغيل بيئة الذكاء الاصطناعي المحلية (node-llama-cpp): {detail}',
  'The local AI runtime (node-llama-cpp) could not start:': 'تعذّر تشغيل بيئة الذكاء الاصطناعي المحلية (node-llama-cpp):',
  'The local AI model file cannot be read: check AI_MODEL_PATH.': 'تعذّرت قراءة ملف نموذج الذكاء الاصطناعي المحلي: تحقّق من AI_MODEL_PATH.',
  'The local AI model file is not a GGUF model node-llama-cpp can load: check AI_MODEL_PATH.':
    'ملف نموذج الذكاء الاصطناعي المحلي ليس نموذج GGUF يستطيع node-llama-cpp تحميله: تحقّق من AI_MODEL_PATH.',
};
