import { TriangleAlert } from 'lucide-react';
import { useCallback } from 'react';
import type { ApplicationProposal, Question } from '../../../shared/applications';
import { useRecordFields } from '../../components/review/use-record-fields';
import { useTranslation } from '../../i18n/use-translation';

/** The profile's records by the name a source key starts with, said by their section's title when a field has no label of its own. */
const SECTION_OF_RECORD = {
  'startup-brief': 'sections.startupBrief.title',
  'startup-details': 'sections.startupDetails.title',
  fundraising: 'sections.fundraising.title',
  video: 'sections.video.title',
  team: 'sections.founders.title',
  founders: 'sections.founders.title',
  'program-preferences': 'sections.programPreferences.title',
  'personal-details': 'sections.personalDetails.title',
  'contact-details': 'sections.contactDetails.title',
  'pitch-deck': 'sections.pitchDeck.title',
} as const;

/** A profile key ("startup-brief.problem") as the founder knows it: its field's label, else its section's title. */
export function useSourceLabel(): (key: string) => string {
  const { t } = useTranslation();
  const fieldOf = useRecordFields();
  return useCallback(
    (key: string) => {
      const label = fieldOf(key).label;
      if (label !== key) return label;
      const section = SECTION_OF_RECORD[key.split('.')[0] as keyof typeof SECTION_OF_RECORD];
      return section ? t(section) : key;
    },
    [fieldOf, t],
  );
}

/** Under a proposed answer: "From your problem and solution", how it was fitted to its limit, and numbers to check. */
export function ProposalSource({ proposal, question }: { proposal: ApplicationProposal; question: Question }) {
  const { t, i18n } = useTranslation();
  const sourceLabel = useSourceLabel();
  const labels = [...new Set(proposal.sources.map(sourceLabel))].map((label) =>
    i18n.language === 'en' ? label.toLocaleLowerCase('en') : label,
  );
  const list = (items: string[], type: 'conjunction' | 'unit') => new Intl.ListFormat(i18n.language, { type }).format(items);
  const isChars = question.max_chars !== null;
  const max = question.max_chars ?? question.max_words;
  const fitted =
    proposal.fitted === null || max === null
      ? ''
      : t(
          proposal.fitted === 'shortened'
            ? isChars
              ? 'applicationDraft.shortenedChars'
              : 'applicationDraft.shortenedWords'
            : isChars
              ? 'applicationDraft.askedAgainChars'
              : 'applicationDraft.askedAgainWords',
          { max },
        );
  return (
    <span className="block space-y-1.5">
      {labels.length > 0 && (
        <span className="block" data-proposal-sources>
          {t('applicationDraft.sources', { fields: list(labels, 'conjunction') })}
        </span>
      )}
      {fitted && (
        <span className="block" data-proposal-fitted={proposal.fitted}>
          {fitted}
        </span>
      )}
      {proposal.unsupported_numbers.length > 0 && (
        <span className="flex items-start gap-1.5 font-medium text-amber-800 dark:text-amber-200" data-unsupported-numbers>
          <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          <span>
            {t('applicationDraft.uncheckedNumbers', { numbers: '' })}
            {proposal.unsupported_numbers.map((mention, index) => (
              <mark
                key={`${mention.start}-${index}`}
                data-ai-unsupported-number
                className="ms-1 rounded-sm bg-amber-200 px-0.5 text-amber-950 ring-1 ring-amber-400/60 dark:bg-amber-400/25 dark:text-amber-100 dark:ring-amber-400/40"
                dir="ltr"
              >
                {mention.text}
              </mark>
            ))}
          </span>
        </span>
      )}
    </span>
  );
}
