import { Building2, Contact, FileText, Landmark, Lightbulb, ListChecks, UserRound, Users, Video, type LucideIcon } from 'lucide-react';
import { MODALS, type ModalName } from '../../shared/modals';
import type { ResourcePaths } from '../../shared/fields';
import {
  FUNDRAISING_PATHS,
  PROGRAM_PREFERENCES_PATHS,
  STARTUP_BRIEF_PATHS,
  STARTUP_DETAILS_PATHS,
  VIDEO_PATHS,
} from '../../shared/resources';
import type { en } from '../i18n/en';

type SectionId = keyof typeof en.sections;

export type SectionGroup = 'profile' | 'startup';

export interface Section {
  id: SectionId;
  group: SectionGroup;
  modal: ModalName;
  icon: LucideIcon;
  titleKey: `sections.${SectionId}.title`;
  descriptionKey: `sections.${SectionId}.description`;
  /** A record co-founders share (DESIGN §9): its card says who saved it last, and when. */
  sharedRecord?: ResourcePaths;
}

function section(id: SectionId, group: SectionGroup, modal: ModalName, icon: LucideIcon, sharedRecord?: ResourcePaths): Section {
  return { id, group, modal, icon, titleKey: `sections.${id}.title`, descriptionKey: `sections.${id}.description`, sharedRecord };
}

/** The product's sections, in sidebar order; pages and the sidebar are built from this list. */
export const SECTIONS: readonly Section[] = [
  section('contactDetails', 'profile', MODALS.contactDetails, Contact),
  section('personalDetails', 'profile', MODALS.personalDetails, UserRound),
  section('programPreferences', 'profile', MODALS.programPreferences, ListChecks, PROGRAM_PREFERENCES_PATHS),
  section('startupDetails', 'startup', MODALS.startupDetails, Building2, STARTUP_DETAILS_PATHS),
  section('startupBrief', 'startup', MODALS.startupBrief, Lightbulb, STARTUP_BRIEF_PATHS),
  section('founders', 'startup', MODALS.founders, Users),
  section('pitchDeck', 'startup', MODALS.pitchDeck, FileText),
  section('fundraising', 'startup', MODALS.fundraising, Landmark, FUNDRAISING_PATHS),
  section('video', 'startup', MODALS.video, Video, VIDEO_PATHS),
];

export const GROUP_PATHS: Record<SectionGroup, string> = { profile: '/profile', startup: '/startup' };

export function sectionAnchor(section: Section): string {
  return `${GROUP_PATHS[section.group]}#${section.id}`;
}
