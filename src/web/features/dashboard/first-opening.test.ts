import { describe, expect, it } from 'vitest';
import type { ShareLink } from '../../../shared/share-links';
import { latestFirstOpening } from './first-opening';

const now = new Date('2026-11-29T12:00:00Z');

function link(id: string, firstViewedAt: string | null): ShareLink {
  return {
    id,
    name: null,
    url: `https://example.com/p/${id}`,
    created_at: '2026-11-01T00:00:00Z',
    include_contact: false,
    include_deck: true,
    locale: null,
    views: firstViewedAt ? 1 : 0,
    first_viewed_at: firstViewedAt,
    last_viewed_at: firstViewedAt,
  };
}

describe('latestFirstOpening', () => {
  it('picks the link first opened most recently', () => {
    const links = [link('a', '2026-11-27T09:00:00Z'), link('b', '2026-11-28T18:00:00Z'), link('c', null)];
    expect(latestFirstOpening(links, now)?.id).toBe('b');
  });

  it('says nothing when no link was ever opened, or only long ago', () => {
    expect(latestFirstOpening([link('a', null)], now)).toBeUndefined();
    expect(latestFirstOpening([link('a', '2026-11-14T11:59:00Z')], now)).toBeUndefined();
    expect(latestFirstOpening([], now)).toBeUndefined();
  });

  it('keeps an opening exactly 14 days old', () => {
    expect(latestFirstOpening([link('a', '2026-11-15T12:00:00Z')], now)?.id).toBe('a');
  });
});
