import { z } from 'zod';
import { VIDEO_MESSAGES } from './feature-messages.js';
import { maxLengthMessage } from './field-messages.js';
import { normalizeWebUrl, parseWebUrl } from './web-url.js';

export { VIDEO_MESSAGES };
export { VIDEO_PATHS } from './resources.js';

export const VIDEO_URL_MAX_LENGTH = 500;
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIMEO_EMBED_ORIGIN = 'https://player.vimeo.com';
/** The only origins the video frame may load (the server's CSP frame-src says the same). */
export const VIDEO_EMBED_ORIGINS = [YOUTUBE_EMBED_ORIGIN, VIMEO_EMBED_ORIGIN] as const;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_PLAYER_HOST = 'player.vimeo.com';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[A-Za-z0-9]{1,40}$/;

/** "90", "90s", "1m30s", "1h2m3s" → seconds; 0 when absent or unreadable. */
function parseStartSeconds(value: string | null): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function youtubeId(url: URL): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTU_BE_HOSTS.has(url.hostname)) return segments.length === 1 ? segments[0] : undefined;
  if (segments[0] === 'watch' && segments.length === 1) return url.searchParams.get('v') ?? undefined;
  if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '') && segments.length === 2) return segments[1];
  return undefined;
}

function youtubeEmbed(url: URL): string | null {
  const id = youtubeId(url);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = parseStartSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${id}${start > 0 ? `?start=${start}` : ''}`;
}

function vimeoEmbed(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | undefined;
  if (url.hostname === VIMEO_PLAYER_HOST) {
    if (segments[0] !== 'video' || segments.length !== 2) return null;
    id = segments[1];
    hash = url.searchParams.get('h') ?? undefined;
  } else if (segments[0] === 'channels' && segments.length === 3) {
    id = segments[2];
  } else if (segments.length === 1 || segments.length === 2) {
    [id, hash] = segments;
    hash ??= url.searchParams.get('h') ?? undefined;
  }
  if (!id || !VIMEO_ID.test(id) || (hash !== undefined && !VIMEO_HASH.test(hash))) return null;
  return `${VIMEO_EMBED_ORIGIN}/video/${id}${hash ? `?h=${hash}` : ''}`;
}

/**
 * The embed URL of a YouTube or Vimeo link, or null when it is neither. The only place
 * that turns a user's link into something a frame loads: browser preview and server agree.
 */
export function toEmbedUrl(input: string): string | null {
  const text = input.trim();
  if (text === '' || text.length > VIDEO_URL_MAX_LENGTH) return null;
  const url = parseWebUrl(text);
  if (!url || url.port) return null;
  if (YOUTUBE_HOSTS.has(url.hostname) || YOUTU_BE_HOSTS.has(url.hostname)) return youtubeEmbed(url);
  if (VIMEO_HOSTS.has(url.hostname) || url.hostname === VIMEO_PLAYER_HOST) return vimeoEmbed(url);
  return null;
}

/** POST /dashboard/video. Blank clears the video; a link is stored normalized (`normalizeWebUrl`). */
export const videoSchema = z.object({
  video_url: z
    .string({ error: VIDEO_MESSAGES.invalid })
    .trim()
    .refine((value) => value === '' || toEmbedUrl(value) !== null, VIDEO_MESSAGES.invalid)
    .nullish()
    .transform((value) => (value ? (normalizeWebUrl(value) ?? '') : ''))
    // Percent-encoding can lengthen a link that passed as typed.
    .refine((value) => value.length <= VIDEO_URL_MAX_LENGTH, maxLengthMessage(VIDEO_URL_MAX_LENGTH)),
});

/** What the form holds (react-hook-form's field values). */
export type VideoInput = z.input<typeof videoSchema>;
/** What a valid save carries, blanks as ''. */
export type VideoPayload = z.output<typeof videoSchema>;

/** GET /api/startup/video → data; both '' when no video is set. */
export const videoAnswer = z.strictObject({ video_url: z.string(), embed_url: z.string() });

export type StartupVideo = z.infer<typeof videoAnswer>;

/** What the GET answers before the first save. */
export function emptyVideo(): StartupVideo {
  return { video_url: '', embed_url: '' };
}
