/** Component tests render in English: importing this starts i18next with both parts of the English catalog. */
import { en } from './en';
import { loadFormTexts, startI18n } from './index';

await startI18n('en', Promise.resolve(en));
await loadFormTexts();
