import type { ShareLink } from '../../../shared/share-links';

/** How long a link's first opening stays news on the overview. */
export const FIRST_OPENING_DAYS = 14;

/** The link most recently opened for the first time within the last FIRST_OPENING_DAYS days, if any. */
export function latestFirstOpening(links: readonly ShareLink[], now: Date = new Date()): ShareLink | undefined {
  const since = now.getTime() - FIRST_OPENING_DAYS * 24 * 3600 * 1000;
  let latest: ShareLink | undefined;
  for (const link of links) {
    if (!link.first_viewed_at || Date.parse(link.first_viewed_at) < since) continue;
    if (!latest || link.first_viewed_at > latest.first_viewed_at!) latest = link;
  }
  return latest;
}
