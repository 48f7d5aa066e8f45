/**
 * What an Arabic page needs before it renders, in one lazily loaded chunk that English pages never fetch: the
 * catalog. (Its font is declared in the app's stylesheet, styles.css; the schema messages come later: arabic-messages.ts.)
 */
import { ar } from './ar';

export { ar as arabic };
