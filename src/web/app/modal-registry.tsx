import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalName } from '../../shared/modals';

export interface ModalProps {
  name: ModalName;
  onClose: () => void;
}

type ModalComponent = LazyExoticComponent<ComponentType<ModalProps>>;

const comingSoon = lazy(() => import('./coming-soon-modal'));

/**
 * Each modal's component, loaded on first open so editors, pickers and phone data
 * stay out of the first page load. Sections not built yet show "Coming soon".
 */
const modals: Partial<Record<ModalName, ModalComponent>> = {};

export function modalComponent(name: ModalName): ModalComponent {
  return modals[name] ?? comingSoon;
}
