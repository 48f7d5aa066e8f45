/** The shared schemas' English messages in Arabic: fetched by an Arabic page with its first form validation. */
import { MESSAGES_AR } from '../../shared/i18n/messages-ar';
import { createMessageTranslator } from '../../shared/i18n/translate-message';

export const translateToArabic = createMessageTranslator(MESSAGES_AR);
