import { FileText, Presentation } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import type { PitchDeckFileType } from '../../../shared/pitch-deck';

const tones: Record<PitchDeckFileType, string> = {
  pdf: 'bg-red-50 text-red-600 dark:bg-red-500/10 dark:text-red-400',
  ppt: 'bg-orange-50 text-orange-600 dark:bg-orange-500/10 dark:text-orange-400',
  pptx: 'bg-orange-50 text-orange-600 dark:bg-orange-500/10 dark:text-orange-400',
};

/** The deck's type as a coloured icon with its short label. */
export function DeckTypeIcon({ type }: { type: PitchDeckFileType }) {
  const { t } = useTranslation();
  const Icon = type === 'pdf' ? FileText : Presentation;
  return (
    <span className={`flex size-10 shrink-0 flex-col items-center justify-center rounded-lg ${tones[type]}`} data-file-type={type}>
      <Icon aria-hidden className="size-4" />
      <span className="text-[9px] font-semibold leading-3 tracking-wide">{t(`pitchDeck.types.${type}`)}</span>
    </span>
  );
}
