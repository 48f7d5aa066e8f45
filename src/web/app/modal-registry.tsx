import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { MODALS, type ModalName } from '../../shared/modals';

export interface ModalProps {
  name: ModalName;
  onClose: () => void;
}

type ModalComponent = LazyExoticComponent<ComponentType<ModalProps>>;

/**
 * Each modal's component, loaded on first open so editors, pickers and phone data
 * stay out of the first page load.
 */
const modals: Record<ModalName, ModalComponent> = {
  [MODALS.pitchDeck]: lazy(() => import('../features/pitch-deck/pitch-deck-modal')),
  [MODALS.founders]: lazy(() => import('../features/founders/founders-modal')),
  [MODALS.addFounder]: lazy(() => import('../features/founders/add-founder-modal')),
  [MODALS.contactDetails]: lazy(() => import('../features/contact-details/contact-details-modal')),
  [MODALS.personalDetails]: lazy(() => import('../features/personal-details/personal-details-modal')),
  [MODALS.programPreferences]: lazy(() => import('../features/program-preferences/program-preferences-modal')),
  [MODALS.startupDetails]: lazy(() => import('../features/startup-details/startup-details-modal')),
  [MODALS.startupBrief]: lazy(() => import('../features/startup-brief/startup-brief-modal')),
  [MODALS.fundraising]: lazy(() => import('../features/fundraising/fundraising-modal')),
  [MODALS.video]: lazy(() => import('../features/video/video-modal')),
};

export function modalComponent(name: ModalName): ModalComponent {
  return modals[name];
}
