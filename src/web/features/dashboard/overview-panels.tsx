import { ShareEntry } from './share-entry';
import { NextDeadline } from '../applications/next-deadline';
import { ReadinessOverview } from '../readiness/readiness-overview';

/**
 * What the overview shows above its cards: readiness, the next application deadline and the Share entry. Loaded beside the first
 * page, not in it (the 120 KiB budget of scripts/check-bundle.mjs); the server preloads it beside the
 * page's chunk and the overview renders once both are in (app.tsx), so it draws with the cards.
 */
export default function OverviewPanels() {
  return (
    <>
      <ReadinessOverview />
      <NextDeadline />
      <ShareEntry />
    </>
  );
}
