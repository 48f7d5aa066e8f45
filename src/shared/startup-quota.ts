/** How much one startup may keep (the limits themselves are server configuration). */

const MEGABYTE = 1024 * 1024;

/** 262144000 → "250 MB" (MB of 1024 × 1024 bytes, as the upload limits count them). */
export function formatMegabytes(bytes: number): string {
  return `${Number((bytes / MEGABYTE).toFixed(2))} MB`;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const STARTUP_QUOTA_MESSAGES = {
  decks: (max: number) => `Your startup can keep at most ${counted(max, 'pitch deck', 'pitch decks')}. Delete one to upload another.`,
  founders: (max: number) => `Your team can have at most ${counted(max, 'founder', 'founders')}. Remove one to add another.`,
  storage: (maxBytes: number) =>
    `This file does not fit in your startup's ${formatMegabytes(maxBytes)} of storage. Delete a pitch deck to make room.`,
} as const;
