import { MODALS } from '../../../shared/modals';
import { openModal } from '../../app/modal-host';

/**
 * Which founder add-founder-modal edits. The modal host opens modals by name only, so
 * the founders list leaves the id here just before opening the form; null is add mode.
 */
let targetFounderId: string | null = null;

export function openFounderForm(founderId: string | null = null): void {
  targetFounderId = founderId;
  openModal(MODALS.addFounder);
}

export function founderFormTarget(): string | null {
  return targetFounderId;
}

/** Called when the form closes, so a later plain open-modal is add mode again. */
export function clearFounderFormTarget(): void {
  targetFounderId = null;
}
