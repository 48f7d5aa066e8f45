import { SectionCard } from '../../app/section-card';
import { SECTION_SUMMARIES } from '../../app/section-summaries';
import { SECTIONS, type SectionGroup } from '../../app/sections';

/** The cards of one group (profile or startup), in sidebar order. */
export function SectionGrid({ group }: { group: SectionGroup }) {
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
      {SECTIONS.filter((section) => section.group === group).map((section) => {
        const Summary = SECTION_SUMMARIES[section.id];
        return (
          <SectionCard key={section.id} section={section}>
            <Summary />
          </SectionCard>
        );
      })}
    </div>
  );
}
