import type { ComponentType } from 'react';
import type { Section } from './sections';
import { FoundersSummary } from '../features/founders/founders-summary';
import { PitchDeckSummary } from '../features/pitch-deck/pitch-deck-summary';
import { ContactDetailsSummary } from '../features/contact-details/contact-details-summary';
import { PersonalDetailsSummary } from '../features/personal-details/personal-details-summary';
import { ProgramPreferencesSummary } from '../features/program-preferences/program-preferences-summary';
import { FundraisingSummary } from '../features/fundraising/fundraising-summary';
import { StartupBriefSummary } from '../features/startup-brief/startup-brief-summary';
import { StartupDetailsSummary } from '../features/startup-details/startup-details-summary';
import { VideoSummary } from '../features/video/video-summary';

/**
 * What each section's card shows of the saved record (with its own empty state).
 * Summaries are small and fetch with `useResource`, sharing the cache with the modal.
 */
export const SECTION_SUMMARIES: Record<Section['id'], ComponentType> = {
  founders: FoundersSummary,
  pitchDeck: PitchDeckSummary,
  contactDetails: ContactDetailsSummary,
  personalDetails: PersonalDetailsSummary,
  programPreferences: ProgramPreferencesSummary,
  startupDetails: StartupDetailsSummary,
  startupBrief: StartupBriefSummary,
  fundraising: FundraisingSummary,
  video: VideoSummary,
};
