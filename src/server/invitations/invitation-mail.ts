import type { Locale } from '../../shared/i18n/locale.js';
import { renderMail, type MailContent } from '../mail/layout.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { typed } from '../mail/typed-text.js';

interface InvitationMailFacts {
  inviter: string;
  startup: string;
  url: string;
}

// Both languages side by side; the Arabic is gender-neutral like the app's (see src/web/i18n/ar.ts): no verb
// agrees with the inviter, whose gender the mail does not know («وصلتك دعوة من…»).
// The subject holds no typed text but the startup's name, quoted; the inviter's name is in the body only.
const TEXTS: Record<Locale, (facts: InvitationMailFacts) => MailContent> = {
  en: ({ inviter, startup, url }) => ({
    subject: `Join “${startup}” on Founder Dashboard`,
    heading: typed`Join “${startup}” on Founder Dashboard`,
    paragraphs: [
      typed`${inviter} invited you to join the team of “${startup}”, to keep the startup's profile up to date together.`,
      'Open the link below to set your name and a password. It works once, for 7 days.',
    ],
    action: { label: 'Accept the invitation', url },
    footnote: 'If you did not expect this invitation, you can ignore this mail: no account is created unless you accept.',
  }),
  ar: ({ inviter, startup, url }) => ({
    subject: `دعوة للانضمام إلى «${startup}» على Founder Dashboard`,
    heading: typed`الانضمام إلى «${startup}» على Founder Dashboard`,
    paragraphs: [
      typed`وصلتك دعوة من ${inviter} للانضمام إلى فريق «${startup}»، لتحديث ملف الشركة الناشئة معًا.`,
      'افتح الرابط أدناه لإدخال اسمك واختيار كلمة مرور. يعمل الرابط مرة واحدة فقط، ولمدة 7 أيام.',
    ],
    action: { label: 'قبول الدعوة', url },
    footnote: 'يمكن تجاهل هذه الرسالة بأمان إن لم تكن تتوقع هذه الدعوة، فلن يُنشأ أي حساب ما لم تقبلها.',
  }),
};

/** The invitation mail, in the inviter's language (DESIGN §8), as HTML and plain text. */
export function invitationMail(locale: Locale, to: string, facts: InvitationMailFacts): OutgoingMail {
  return { to, ...renderMail(locale, TEXTS[locale](facts)) };
}
