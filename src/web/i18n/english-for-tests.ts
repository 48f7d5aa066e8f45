/** Component tests render in English: importing this starts i18next with every part of the English catalog. */
import { en } from './en';
import { loadAccountTexts, loadFormTexts, loadModalTexts, startI18n } from './index';

await startI18n('en', Promise.resolve(en));
await loadFormTexts();
await loadModalTexts();
await loadAccountTexts();
