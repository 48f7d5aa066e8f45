/** Modal names of DESIGN §5: the `data-modal-target` / `data-modal` values clients rely on. */
export const MODALS = {
  contactDetails: 'contact-details-modal',
  personalDetails: 'personal-details-modal',
  programPreferences: 'program-preferences-modal',
  pitchDeck: 'pitch-deck-modal',
  founders: 'founders-modal',
  addFounder: 'add-founder-modal',
  startupDetails: 'startup-details-modal',
  startupBrief: 'startup-brief-modal',
  fundraising: 'fundraising-modal',
  video: 'video-modal',
  /** The overview's Share entry (DESIGN §10): create, copy and revoke links to the one-pager. */
  shareLinks: 'share-links-modal',
  /** Drafting the profile from a pitch deck (DESIGN §12): progress, then the §11 review. */
  deckDraft: 'deck-draft-modal',
} as const;

export type ModalName = (typeof MODALS)[keyof typeof MODALS];

export const MODAL_NAMES: readonly ModalName[] = Object.values(MODALS);

export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && (MODAL_NAMES as readonly string[]).includes(value);
}
