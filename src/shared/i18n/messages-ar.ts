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

  // The profile's two languages (src/shared/translation.ts)
  'Choose English or Arabic.': 'يُرجى اختيار الإنجليزية أو العربية.',
  'Translation saved.': 'تم حفظ الترجمة.',
  'This is the language the profile is written in: choose the other one.': 'هذه هي لغة الملف الأصلية، فاختر اللغة الأخرى.',
  'This text cannot be translated: it is not part of the profile.': 'لا يمكن ترجمة هذا النص لأنه ليس جزءًا من الملف.',

  // The page's description (src/web/index.html), sent in the page's language
  'Founder Dashboard: keep your founder and startup profile up to date.':
    'Founder Dashboard: ملفك الشخصي وملف شركتك الناشئة، محدَّثان دائمًا.',

  // Server texts (src/server/http/server-messages.ts)
  'Welcome to Founder Dashboard!': 'أهلًا بك في لوحة التحكم!',
  'Welcome back!': 'أهلًا بعودتك!',
  'You have been logged out.': 'تم تسجيل خروجك.',
  'This address is not valid.': 'هذا العنوان غير صالح.',
  'This request is not valid HTTP.': 'تعذّرت قراءة هذا الطلب.',
  'The request took too long to arrive. Check your connection and try again.':
    'استغرق وصول الطلب وقتًا أطول من المسموح. تحقّق من اتصالك وحاول مجددًا.',
  'The upload stopped arriving. Check your connection and try again.': 'توقّف وصول البيانات المرسلة. تحقّق من اتصالك وحاول مجددًا.',
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
  // The type names zod puts in them ("expected string, received number"): a captured value is translated too.
  string: 'نص',
  number: 'رقم',
  int: 'عدد صحيح',
  boolean: 'قيمة منطقية',
  array: 'قائمة',
  object: 'كائن',
  null: 'قيمة فارغة',
  undefined: 'لا شيء',

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
  'This password is too common. Please choose one that is harder to guess.':
    'كلمة المرور هذه شائعة جدًا. يُرجى اختيار كلمة مرور يصعب تخمينها.',

  // Contact details (this section to Founders: src/shared/feature-messages.ts and the feature's schema)
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

  // Drafting the profile from the pitch deck (src/shared/deck-drafts.ts)
  'Please choose a pitch deck.': 'يُرجى اختيار عرض تقديمي.',
  'Save the deck as PDF or PPTX to draft from it.': 'احفظ العرض بصيغة PDF أو PPTX لنصوغ منه ملفك.',
  'This deck has no text we can read — is it a scan?': 'لا نجد في هذا العرض نصًا يمكن قراءته، هل هو صور ممسوحة ضوئيًا؟',
  'This deck could not be read.': 'تعذّرت قراءة هذا العرض.',
  "The assistant's answer was cut off or garbled. Please try again.": 'وصلنا ردّ المساعد ناقصًا أو مشوّهًا. يُرجى المحاولة مرة أخرى.',

  // Applications (src/shared/applications.ts)
  "Please enter the program's name.": 'يُرجى كتابة اسم البرنامج.',
  'Please enter a valid link (https://…).': 'يُرجى إدخال رابط صحيح (https://…).',
  'Please enter a whole number above 0, or leave the limit empty.': 'يُرجى إدخال عدد صحيح أكبر من صفر، أو ترك الحد فارغًا.',
  'Please send the questions as a list.': 'يُرجى إرسال الأسئلة على شكل قائمة.',
  'An application can have at most 80 questions.': 'لا يتّسع الطلب لأكثر من 80 سؤالًا.',
  'Your startup can keep at most 50 applications. Delete one to add another.':
    'يتّسع حساب شركتك لـ 50 طلبًا على الأكثر. احذف طلبًا لتضيف غيره.',
  'This list is too long to read. Paste at most 80 questions.': 'القائمة أطول من أن نقرأها. الصق 80 سؤالًا على الأكثر.',
  'This answer is {count} characters; the program allows {max}.': 'طول هذه الإجابة {count} حرفًا، والبرنامج يسمح بـ {max} فقط.',
  'This answer is {count} words; the program allows {max}.': 'هذه الإجابة {count} كلمة، والبرنامج يسمح بـ {max} فقط.',
  'Please choose one of the templates.': 'يُرجى اختيار أحد النماذج.',
  'Please choose questions of this application.': 'يُرجى اختيار أسئلة من هذا الطلب.',
  'Please choose md or txt.': 'يُرجى اختيار md أو txt.',
  'Please choose a record that keeps a history.': 'يُرجى اختيار سجلٍّ يُحفَظ تاريخ تعديلاته.',
  'Please name the founder or application whose history to show.': 'يُرجى تحديد المؤسس أو الطلب الذي تريد عرض تاريخ تعديلاته.',
  'This application does not exist or was deleted.': 'هذا الطلب غير موجود أو حُذف.',
  'Application added.': 'أُضيف الطلب.',
  'Application saved.': 'حُفظ الطلب.',
  'Application deleted.': 'حُذف الطلب.',

  // Founders
  'Please fill in all required fields.': 'يُرجى تعبئة جميع الحقول المطلوبة.',
  'A founder with this email is already on your team.': 'يوجد في فريقك مؤسس بهذا البريد الإلكتروني.',
  'Please upload a PNG, JPEG or WebP image.': 'يُرجى رفع صورة بصيغة PNG أو JPEG أو WebP.',
  'The image is too large. The maximum size is {megabytes} MB.': 'الصورة كبيرة جدًا. الحد الأقصى للحجم {megabytes} ميغابايت.',
  'Use Personal Details modal to edit your own information.': 'لتعديل بياناتك أنت، استخدم نافذة البيانات الشخصية.',
  'You cannot delete yourself. Use Personal Details to update your information.':
    'لا يمكنك حذف نفسك. لتحديث بياناتك، استخدم البيانات الشخصية.',
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

  // Account settings and password reset (src/shared/feature-messages.ts, account.ts)
  'This password is not correct.': 'كلمة المرور هذه غير صحيحة.',
  'Your password has been changed. Every other session has been logged out.': 'تم تغيير كلمة المرور، وسُجِّل الخروج من جميع الجلسات الأخرى.',
  'We sent a link to your new email address. Your email changes when you open it.':
    'أرسلنا رابطًا إلى بريدك الإلكتروني الجديد، ولن يتغيّر بريدك إلا بعد فتح هذا الرابط.',
  'This is already your email address.': 'هذا هو بريدك الإلكتروني الحالي.',
  'Too many email change links were asked for. Please try again in an hour.':
    'طُلبت روابط كثيرة لتغيير البريد الإلكتروني. يُرجى المحاولة مرة أخرى بعد ساعة.',
  'Your email address has been changed.': 'تم تغيير البريد الإلكتروني.',
  'This link has expired or was already used. Please ask for a new one in your account settings.':
    'انتهت صلاحية هذا الرابط أو سبق استخدامه. يُرجى طلب رابط جديد من إعدادات الحساب.',
  'Your account has been deleted.': 'تم حذف حسابك.',
  'If an account uses this email, a link to reset its password is on its way. It works for one hour.':
    'إن كان هذا البريد الإلكتروني مسجَّلًا لدينا، فسيصله رابط لإعادة تعيين كلمة المرور، ويبقى صالحًا لمدة ساعة واحدة.',
  'This password reset link has expired or was already used. Please ask for a new one.':
    'انتهت صلاحية رابط إعادة تعيين كلمة المرور أو سبق استخدامه. يُرجى طلب رابط جديد.',
  'Your password has been changed and you are logged in.': 'تم تغيير كلمة المرور وتسجيل دخولك.',
  'Too many reset links were asked for this email. Please try again in an hour.':
    'طُلبت روابط كثيرة لإعادة التعيين لهذا البريد الإلكتروني. يُرجى المحاولة مرة أخرى بعد ساعة.',

  // Share links and the one-pager (src/shared/feature-messages.ts, src/shared/one-pager.ts; T5)
  'Share link created.': 'تم إنشاء رابط المشاركة.',
  'Share link revoked. It no longer opens.': 'تم إلغاء رابط المشاركة، ولم يعد يفتح الصفحة.',
  'Please choose yes or no.': 'يُرجى اختيار نعم أو لا.',
  'Please give the link a name as text.': 'يُرجى كتابة اسم الرابط نصًّا.',
  'Choose English, Arabic or the profile’s language.': 'يُرجى اختيار العربية أو الإنجليزية أو لغة ملف الشركة.',
  'This deck is now the one your one-pager shows.': 'أصبح هذا العرض التقديمي هو المعروض في صفحتك التعريفية.',
  Stage: 'المرحلة',
  Sector: 'القطاع',
  Headquarters: 'المقر الرئيسي',
  'The team': 'فريق المؤسسين',
  Fundraising: 'جمع التمويل',
  'Raising {amount}': 'نجمع تمويلًا بقيمة {amount}',
  'Tickets {range}': 'حجم الاستثمار {range}',
  'Use of funds': 'أوجه استخدام التمويل',
  'Pitch video': 'فيديو العرض',
  'Pitch video of {name}': 'فيديو العرض لشركة {name}',
  'Pitch deck': 'العرض التقديمي',
  'Download the deck ({type}, {size})': 'تنزيل العرض التقديمي ({type}، {size})',
  'Loading the deck…': 'جارٍ تحميل العرض التقديمي…',
  'The deck cannot be shown here. Download it to read it.': 'يتعذّر عرض العرض التقديمي هنا. يمكنك تنزيله لقراءته.',
  'This deck is a PowerPoint file: download it to read it.': 'هذا العرض التقديمي ملف PowerPoint: نزِّله لقراءته.',
  'Previous page': 'الصفحة السابقة',
  'Next page': 'الصفحة التالية',
  'Page {page} of {pages}': 'الصفحة {page} من {pages}',
  'LinkedIn profile of {name}': 'الملف الشخصي لـ {name} على لينكدإن',
  Contact: 'التواصل',
  Email: 'البريد الإلكتروني',
  Phone: 'الهاتف',
  WhatsApp: 'واتساب',
  'The live page, always up to date:': 'الصفحة الحية، محدَّثة دائمًا:',
  'Pitch deck:': 'العرض التقديمي:',
  'Shared by {name} through Founder Dashboard': 'بمشاركة من {name} عبر Founder Dashboard',
  'This link does not open a page': 'هذا الرابط لا يفتح أي صفحة',
  'The startup may have revoked it, or the link was copied incompletely. Ask the person who sent it for a new one.':
    'ربما ألغته الشركة الناشئة، أو نُسخ الرابط ناقصًا. اطلب رابطًا جديدًا ممن أرسله إليك.',
  About: 'نبذة عنا',
  Vision: 'الرؤية',
  Mission: 'الرسالة',
  'The problem': 'المشكلة',
  'The solution': 'الحل',
  'What makes us different': 'ما يميّزنا',
  Highlights: 'أبرز الإنجازات',
  Idea: 'فكرة',
  Prototype: 'نموذج أولي',
  MVP: 'منتج أولي قابل للتطبيق',
  'Early revenue': 'إيرادات أولية',
  Growth: 'نمو',
  Scale: 'توسّع',
  Agritech: 'التقنية الزراعية',
  'Artificial intelligence': 'الذكاء الاصطناعي',
  Cleantech: 'التقنية النظيفة',
  'E-commerce': 'التجارة الإلكترونية',
  Edtech: 'تقنية التعليم',
  Fintech: 'التقنية المالية',
  Healthtech: 'التقنية الصحية',
  Logistics: 'الخدمات اللوجستية',
  Media: 'الإعلام',
  Proptech: 'التقنية العقارية',
  SaaS: 'البرمجيات كخدمة',
  Tourism: 'السياحة',
  Other: 'أخرى',
  Bootstrapped: 'تمويل ذاتي',
  'Pre-seed': 'ما قبل البذرة',
  Seed: 'البذرة',
  'Series A': 'السلسلة (أ)',
  'Series B+': 'السلسلة (ب) وما بعدها',

  // Team: invitations, membership, your own photo (src/shared/invitations.ts, membership.ts, feature-messages.ts)
  'Invitation created. Share the link or let the mail do it.': 'أُنشئت الدعوة. شارِك الرابط بنفسك أو اترك المهمة للبريد الإلكتروني.',
  'Invitation revoked. Its link no longer works.': 'أُلغيت الدعوة، ولم يعد رابطها صالحًا.',
  'This person already has an account in your startup.': 'لهذا الشخص حساب في شركتك الناشئة بالفعل.',
  'This invitation link is not valid any more. It may have been used, revoked or replaced, or it expired.':
    'رابط الدعوة هذا لم يعد صالحًا؛ فربما استُخدم أو أُلغي أو استُبدل بغيره، أو انتهت مدته.',
  'An account with this email already exists. Please log in instead.':
    'يوجد حساب مسجَّل بهذا البريد الإلكتروني. يُرجى تسجيل الدخول بدلًا من ذلك.',
  'Welcome to the team!': 'مرحبًا بك في الفريق!',
  'Too many invitations today. Please try again tomorrow.': 'أُرسل عدد كبير من الدعوات اليوم. يُرجى المحاولة مرة أخرى غدًا.',
  'You are not a member of a startup any more. Start a new startup to continue.':
    'لم تعد عضوًا في أي شركة ناشئة. أنشئ شركة ناشئة جديدة للمتابعة.',
  'You already belong to a startup.': 'أنت عضو في شركة ناشئة بالفعل.',
  'Your new startup is ready.': 'شركتك الناشئة الجديدة جاهزة.',
  'Photo saved.': 'تم حفظ الصورة.',
  'Photo removed.': 'تمت إزالة الصورة.',

  // AI assistant (src/shared/ai.ts)
  'AI assistant is not configured': 'المساعد الذكي غير مُفعَّل',
  'Please write or select some text first.': 'يُرجى كتابة نص أو تحديده أولًا.',
  'The text must be at most {max} characters.': 'يجب ألا يزيد عدد أحرف النص على {max}.',
  'The context must be at most {max} characters.': 'يجب ألا يزيد عدد أحرف السياق على {max}.',
  'Please choose a valid AI action.': 'يُرجى اختيار إجراء صالح للذكاء الاصطناعي.',
  'Please say what the assistant should do.': 'اكتب ما تريد من المساعد أن يفعله.',
  'The instruction must be at most 500 characters.': 'يجب ألا يزيد الطلب على 500 حرف.',
  'Please choose a valid tone.': 'يُرجى اختيار نبرة من القائمة.',
  'Please choose a valid length.': 'يُرجى اختيار طول من القائمة.',
  'AI request failed': 'تعذّر إتمام طلب الذكاء الاصطناعي',
  'AI request returned no text': 'لم يُرجِع طلب الذكاء الاصطناعي أي نص',
  'Too many AI requests. Please wait a moment and try again.':
    'طلبات كثيرة جدًا إلى الذكاء الاصطناعي. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'The local AI runtime (node-llama-cpp) is not installed: run npm run ai:local on the server.':
    'بيئة تشغيل الذكاء الاصطناعي المحلية (node-llama-cpp) غير مثبّتة: شغّل npm run ai:local على الخادم.',
  'The local AI runtime (node-llama-cpp) could not start: {detail}': 'تعذّر تشغيل بيئة الذكاء الاصطناعي المحلية (node-llama-cpp): {detail}',
  'The local AI runtime (node-llama-cpp) could not start:': 'تعذّر تشغيل بيئة الذكاء الاصطناعي المحلية (node-llama-cpp):',
  'The local AI model file cannot be read: check AI_MODEL_PATH.': 'تعذّرت قراءة ملف نموذج الذكاء الاصطناعي المحلي: تحقّق من AI_MODEL_PATH.',
  'The local AI model file is not a GGUF model node-llama-cpp can load: check AI_MODEL_PATH.':
    'ملف نموذج الذكاء الاصطناعي المحلي ليس نموذج GGUF يستطيع node-llama-cpp تحميله: تحقّق من AI_MODEL_PATH.',

  // Readiness checklist: the step each missing field asks for (src/shared/readiness.ts READINESS_MESSAGES)
  'Add a phone number': 'إضافة رقم هاتف',
  'Add your LinkedIn profile': 'إضافة حسابك على لينكدإن',
  'Add your website': 'إضافة موقعك الإلكتروني',
  'Write a short biography': 'كتابة نبذة قصيرة عنك',
  'Add your date of birth': 'إضافة تاريخ ميلادك',
  'Choose your gender': 'تحديد الجنس',
  'Add your nationality': 'إضافة جنسيتك',
  'Add your country of residence': 'إضافة بلد إقامتك',
  'Choose a program type': 'اختيار نوع البرنامج',
  'Choose a program duration': 'اختيار مدة البرنامج',
  'Choose how you want to take part': 'اختيار طريقة المشاركة',
  'Pick a start date': 'اختيار تاريخ البدء',
  'Choose your business stage': 'تحديد مرحلة شركتك',
  'Choose your sector': 'تحديد قطاع شركتك',
  'Choose your company size': 'تحديد حجم شركتك',
  'Choose your revenue range': 'تحديد نطاق إيراداتك',
  'Choose how the company is incorporated': 'تحديد الشكل القانوني للشركة',
  'Add the incorporation date': 'إضافة تاريخ التأسيس',
  'Add the country of incorporation': 'إضافة بلد التسجيل',
  'Add your headquarters': 'إضافة مقر شركتك',
  'Write your one-liner': 'كتابة الوصف بسطر واحد',
  'Describe your startup': 'كتابة وصف شركتك الناشئة',
  'Write your vision': 'كتابة رؤيتك',
  'Write your mission': 'كتابة رسالتك',
  'Describe the problem you solve': 'وصف المشكلة التي تحلّها',
  'Describe your solution': 'وصف الحل الذي تقدّمه',
  'Explain your unique value': 'توضيح قيمتك الفريدة',
  'List your highlights': 'ذكر أبرز إنجازاتك',
  'Add your co-founders': 'إضافة شركائك المؤسسين',
  'Upload your pitch deck': 'رفع العرض التقديمي',
  'Say how much you are raising': 'تحديد المبلغ الذي تسعى إلى جمعه',
  'Choose your funding stage': 'تحديد مرحلة التمويل',
  'Add the smallest ticket you accept': 'إضافة أدنى حجم استثمار تقبله',
  'Add the largest ticket you accept': 'إضافة أعلى حجم استثمار تقبله',
  'Explain how you will use the funds': 'توضيح أوجه استخدام التمويل',
  'Add a pitch video': 'إضافة فيديو العرض',
};
