import type { ComponentType } from 'react';
import { MODALS, type ModalName } from '../../shared/modals';
import { loadAccountTexts, loadFormTexts, loadModalTexts } from '../i18n';
import type { ModalContext } from './modal-host';
import { preloadable } from './preloadable';

export interface ModalProps {
  name: ModalName;
  /** What the open-modal event carried besides the name. */
  context: ModalContext;
  /** Closes the modal; a form with unsaved changes asks first. */
  onClose: () => void;
}

type ModalModule = { default: ComponentType<ModalProps> };

/**
 * Each modal's code, imported on first open (or when a pointer or focus reaches its button)
 * so editors, pickers and phone data stay out of the first page load.
 */
/** The founders and personal details modals also show the team's texts (DESIGN §8), kept out of the forms part. */
const withTeamTexts = (module: Promise<ModalModule>) => Promise.all([module, loadAccountTexts()]).then(([loaded]) => loaded);

const loaders: Record<ModalName, () => Promise<ModalModule>> = {
  [MODALS.pitchDeck]: () => import('../features/pitch-deck/pitch-deck-modal'),
  [MODALS.founders]: () => withTeamTexts(import('../features/founders/founders-modal')),
  [MODALS.addFounder]: () => import('../features/founders/add-founder-modal'),
  [MODALS.contactDetails]: () => import('../features/contact-details/contact-details-modal'),
  [MODALS.personalDetails]: () => withTeamTexts(import('../features/personal-details/personal-details-modal')),
  [MODALS.programPreferences]: () => import('../features/program-preferences/program-preferences-modal'),
  [MODALS.startupDetails]: () => import('../features/startup-details/startup-details-modal'),
  [MODALS.startupBrief]: () => import('../features/startup-brief/startup-brief-modal'),
  [MODALS.fundraising]: () => import('../features/fundraising/fundraising-modal'),
  [MODALS.video]: () => import('../features/video/video-modal'),
  [MODALS.shareLinks]: () => import('../features/share-links/share-links-modal'),
  [MODALS.deckDraft]: () => import('../features/deck-drafts/deck-draft-modal'),
};

/** A modal's code and the forms' and modals' texts, which every modal shows. */
const loadModal = (name: ModalName) => Promise.all([loaders[name](), loadFormTexts(), loadModalTexts()]).then(([module]) => module);

// A modal whose code has arrived (prefetched when the dashboard was idle) renders at once, without suspending.
const components = Object.fromEntries(
  Object.keys(loaders).map((name) => [name, preloadable(() => loadModal(name as ModalName).then((module) => module.default))]),
) as Record<ModalName, ReturnType<typeof preloadable<ModalProps>>>;

export function modalComponent(name: ModalName): ComponentType<ModalProps> {
  return components[name];
}

/** Starts downloading a modal's code early; the browser fetches each chunk once. Settles when it is there (or failed). */
export function preloadModal(name: ModalName): Promise<void> {
  // A failed download is reported when the modal itself opens (ModalDialog's LoadBoundary).
  return components[name].preload().then(
    () => undefined,
    () => undefined,
  );
}
