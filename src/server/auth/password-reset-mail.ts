import type { Locale } from '../../shared/i18n/locale.js';
import { renderMail, type MailContent } from '../mail/layout.js';
import type { OutgoingMail } from '../mail/mailer.js';

// Both languages side by side; the Arabic is gender-neutral like the app's (see src/web/i18n/ar.ts).
const TEXTS: Record<Locale, (email: string, url: string) => MailContent> = {
  en: (email, url) => ({
    subject: 'Reset your Founder Dashboard password',
    heading: 'Reset your password',
    paragraphs: [
      `We received a request to reset the password of the Founder Dashboard account for ${email}.`,
      'The link below works once, for one hour.',
    ],
    action: { label: 'Choose a new password', url },
    footnote: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
  }),
  ar: (email, url) => ({
    subject: 'إعادة تعيين كلمة المرور في Founder Dashboard',
    heading: 'إعادة تعيين كلمة المرور',
    paragraphs: [
      `وصلنا طلبٌ لإعادة تعيين كلمة المرور لحساب Founder Dashboard المرتبط بالبريد الإلكتروني ${email}.`,
      'يعمل الرابط أدناه مرة واحدة فقط، ولمدة ساعة واحدة.',
    ],
    action: { label: 'اختيار كلمة مرور جديدة', url },
    footnote: 'يمكن تجاهل هذه الرسالة بأمان إن لم يصدر هذا الطلب منك، وستبقى كلمة المرور كما هي.',
  }),
};

export function passwordResetMail(locale: Locale, to: string, url: string): OutgoingMail {
  return { to, ...renderMail(locale, TEXTS[locale](to, url)) };
}
