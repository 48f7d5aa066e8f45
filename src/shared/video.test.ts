import { describe, expect, it } from 'vitest';
import { toEmbedUrl, videoSchema } from './video.js';

const ID = 'dQw4w9WgXcQ';
const YOUTUBE = `https://www.youtube-nocookie.com/embed/${ID}`;
const VIMEO = 'https://player.vimeo.com/video/76979871';

describe('toEmbedUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, YOUTUBE],
    [`https://youtube.com/watch?v=${ID}`, YOUTUBE],
    [`http://www.youtube.com/watch?v=${ID}`, YOUTUBE],
    [`https://m.youtube.com/watch?v=${ID}`, YOUTUBE],
    [`https://music.youtube.com/watch?v=${ID}&feature=share`, YOUTUBE],
    [`https://www.youtube.com/watch?feature=youtu.be&v=${ID}&list=PLx&index=2`, YOUTUBE],
    [`https://WWW.YouTube.com/watch?v=${ID}`, YOUTUBE],
    [`  https://www.youtube.com/watch?v=${ID}  `, YOUTUBE],
    [`www.youtube.com/watch?v=${ID}`, YOUTUBE],
    [`https://youtu.be/${ID}`, YOUTUBE],
    [`https://youtu.be/${ID}?si=Xyz_123`, YOUTUBE],
    [`youtu.be/${ID}`, YOUTUBE],
    [`https://www.youtube.com/embed/${ID}`, YOUTUBE],
    [`https://www.youtube.com/embed/${ID}?rel=0`, YOUTUBE],
    [`https://www.youtube-nocookie.com/embed/${ID}`, YOUTUBE],
    [`https://www.youtube.com/shorts/${ID}`, YOUTUBE],
    [`https://youtube.com/shorts/${ID}?feature=share`, YOUTUBE],
    [`https://www.youtube.com/live/${ID}`, YOUTUBE],
  ])('turns the YouTube link %s into %s', (url, embed) => {
    expect(toEmbedUrl(url)).toBe(embed);
  });

  it.each([
    [`https://youtu.be/${ID}?t=90`, 90],
    [`https://youtu.be/${ID}?t=90s`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
    [`https://www.youtube.com/embed/${ID}?start=42`, 42],
  ])('keeps the start time of %s as ?start=%i', (url, seconds) => {
    expect(toEmbedUrl(url)).toBe(`${YOUTUBE}?start=${seconds}`);
  });

  it.each([`https://youtu.be/${ID}?t=0`, `https://youtu.be/${ID}?t=soon`])('drops a start time that says nothing in %s', (url) => {
    expect(toEmbedUrl(url)).toBe(YOUTUBE);
  });

  it.each([
    ['https://vimeo.com/76979871', VIMEO],
    ['http://www.vimeo.com/76979871', VIMEO],
    ['vimeo.com/76979871', VIMEO],
    ['https://vimeo.com/76979871?share=copy', VIMEO],
    ['https://vimeo.com/channels/staffpicks/76979871', VIMEO],
    ['https://player.vimeo.com/video/76979871', VIMEO],
    ['https://player.vimeo.com/video/76979871?badge=0', VIMEO],
    ['https://vimeo.com/76979871/8272103f6e', `${VIMEO}?h=8272103f6e`],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e', `${VIMEO}?h=8272103f6e`],
  ])('turns the Vimeo link %s into %s', (url, embed) => {
    expect(toEmbedUrl(url)).toBe(embed);
  });

  it.each([
    '',
    '   ',
    'not a link',
    'javascript:alert(1)',
    `javascript://www.youtube.com/watch?v=${ID}`,
    `data:text/html,<a href="https://youtu.be/${ID}">`,
    `ftp://youtu.be/${ID}`,
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `https://evil.com/youtube.com/watch?v=${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `https://www.youtube.com@evil.com/watch?v=${ID}`,
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=tooShort',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch?v=dQw4w9WgXc"',
    'https://www.youtube.com/watch',
    `https://www.youtube.com/playlist?list=PL${ID}`,
    'https://www.youtube.com/channel/UCabc',
    `https://youtu.be/${ID}/extra`,
    'https://vimeo.com/',
    'https://vimeo.com/user12345',
    'https://vimeo.com/76979871/hash-with-dash',
    'https://player.vimeo.com/76979871',
    'https://vimeo.com.evil.com/76979871',
    'https://dailymotion.com/video/x7tgad0',
    `https://youtu.be/${'a'.repeat(600)}`,
  ])('refuses %j', (url) => {
    expect(toEmbedUrl(url)).toBeNull();
  });
});

describe('videoSchema', () => {
  it('accepts a blank link as clearing the video', () => {
    expect(videoSchema.parse({ video_url: '  ' })).toEqual({ video_url: '' });
    expect(videoSchema.parse({})).toEqual({ video_url: '' });
  });

  it('explains what it accepts when the link is neither YouTube nor Vimeo', () => {
    const result = videoSchema.safeParse({ video_url: 'https://example.com/video' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['video_url'], message: 'Please enter a YouTube or Vimeo link' }),
    ]);
  });

  it('stores the link normalized: scheme added, scheme and host lower-cased', () => {
    expect(videoSchema.parse({ video_url: 'YOUTU.BE/dQw4w9WgXcQ' })).toEqual({ video_url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(videoSchema.parse({ video_url: 'HTTPS://Vimeo.COM/76979871' })).toEqual({ video_url: 'https://vimeo.com/76979871' });
  });

  it('refuses a link that percent-encoding makes longer than the limit', () => {
    const result = videoSchema.safeParse({ video_url: `https://youtu.be/dQw4w9WgXcQ?x=${'é'.repeat(150)}` });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Must be at most 500 characters.']);
  });
});
