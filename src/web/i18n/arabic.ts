/**
 * Everything an Arabic page needs before it renders, in one lazily loaded chunk that English pages
 * never fetch: the catalog and the Arabic web font. (The schema messages come later: arabic-messages.ts.)
 */
import './arabic-font.css';
import { ar } from './ar';

export { ar as arabic };
