import type { Locale } from '../../shared/i18n/locale.js';
import { renderMail, type MailContent } from '../mail/layout.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { typed } from '../mail/typed-text.js';

interface EmailChangeFacts {
  currentEmail: string;
  newEmail: string;
  /** The confirming link for the new address; the account settings page for the notice to the current one. */
  url: string;
}

// Both languages side by side; the Arabic is gender-neutral like the app's (see src/web/i18n/ar.ts): the requests
// "reached us" («وصلنا طلب»), no verb agrees with the reader. The addresses are typed text: they never become links.
const CONFIRM_TEXTS: Record<Locale, (facts: EmailChangeFacts) => MailContent> = {
  en: ({ currentEmail, newEmail, url }) => ({
    subject: 'Confirm your new email for Founder Dashboard',
    heading: 'Confirm your new email',
    paragraphs: [
      typed`You asked to log in to Founder Dashboard with ${newEmail} in place of ${currentEmail}.`,
      'Open the link below to confirm it. It works once, for 24 hours; until then you keep logging in with your current email.',
    ],
    action: { label: 'Confirm my new email', url },
    footnote: 'If you did not ask for this, you can ignore this mail: nothing changes unless the link is opened.',
  }),
  ar: ({ currentEmail, newEmail, url }) => ({
    subject: 'تأكيد بريدك الإلكتروني الجديد في Founder Dashboard',
    heading: 'تأكيد البريد الإلكتروني الجديد',
    paragraphs: [
      typed`وصلنا طلبٌ لاستخدام ${newEmail} في تسجيل الدخول إلى Founder Dashboard بدلًا من ${currentEmail}.`,
      'يُؤكَّد التغيير بفتح الرابط أدناه، وهو يعمل مرة واحدة فقط، ولمدة 24 ساعة. ويبقى تسجيل الدخول بالبريد الحالي حتى ذلك الحين.',
    ],
    action: { label: 'تأكيد البريد الإلكتروني الجديد', url },
    footnote: 'يمكن تجاهل هذه الرسالة بأمان إن لم يصدر هذا الطلب منك، فلن يتغيّر شيء ما لم يُفتح الرابط.',
  }),
};

const NOTICE_TEXTS: Record<Locale, (facts: EmailChangeFacts) => MailContent> = {
  en: ({ currentEmail, newEmail, url }) => ({
    subject: 'Your Founder Dashboard email is about to change',
    heading: 'A change of email was requested',
    paragraphs: [
      typed`We received a request to change the email of your Founder Dashboard account from ${currentEmail} to ${newEmail}.`,
      typed`Nothing changes until the link we sent to ${newEmail} is opened. If this was you, there is nothing more to do.`,
      'If it was not you, change your password in your account settings now: whoever asked knows it. A new password cancels the change and logs out every other session.',
    ],
    action: { label: 'Open account settings', url },
    footnote: 'You receive this mail because this is the email of your Founder Dashboard account.',
  }),
  ar: ({ currentEmail, newEmail, url }) => ({
    subject: 'طلب تغيير البريد الإلكتروني لحسابك في Founder Dashboard',
    heading: 'طلب تغيير البريد الإلكتروني',
    paragraphs: [
      typed`وصلنا طلبٌ لتغيير البريد الإلكتروني لحسابك في Founder Dashboard من ${currentEmail} إلى ${newEmail}.`,
      typed`لن يتغيّر شيء ما لم يُفتح الرابط المُرسَل إلى ${newEmail}. وإن كان الطلب منك، فلا حاجة إلى أي إجراء آخر.`,
      'وإن لم يكن الطلب منك، فيُرجى تغيير كلمة المرور فورًا من إعدادات الحساب، فمن قدّم الطلب يعرفها. ويُلغي تغيير كلمة المرور طلبَ تغيير البريد، ويُنهي جميع الجلسات الأخرى.',
    ],
    action: { label: 'فتح إعدادات الحساب', url },
    footnote: 'تصلك هذه الرسالة لأن هذا العنوان هو البريد الإلكتروني المرتبط بحسابك في Founder Dashboard.',
  }),
};

/** To the new address: the link that makes the change (DESIGN §8), in the account's language. */
export function emailConfirmMail(locale: Locale, facts: EmailChangeFacts): OutgoingMail {
  return { to: facts.newEmail, ...renderMail(locale, CONFIRM_TEXTS[locale](facts)) };
}

/** To the current address: a change was asked for, and what to do if it was not the owner. */
export function emailChangeNotice(locale: Locale, facts: EmailChangeFacts): OutgoingMail {
  return { to: facts.currentEmail, ...renderMail(locale, NOTICE_TEXTS[locale](facts)) };
}
