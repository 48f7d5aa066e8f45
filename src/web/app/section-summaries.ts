import type { ComponentType } from 'react';
import type { Section } from './sections';

/**
 * What each section's card shows of the saved record (with its own empty state).
 * Summaries are small and fetch with `useResource`, sharing the cache with the modal.
 */
export const SECTION_SUMMARIES: Partial<Record<Section['id'], ComponentType>> = {};
