import { beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_PATHS as PATHS } from '../../src/shared/video.js';
import { describeResourceAccess, expectValidationErrors, neverSaved, newFounder, savedBy } from './helpers/resource.js';
import { Client } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

const server = useTestServer();
/** A founder for checks that need no blank slate (rejections write nothing; single-field saves). */
let scratch: Client;

beforeAll(async () => {
  scratch = (await newFounder(server)).client;
});

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const validPayload = () => ({ video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });

describeResourceAccess(() => server, PATHS, validPayload);

describe('startup video', () => {
  it('shows a new startup no video', async () => {
    const { client } = await newFounder(server);
    expect((await client.get(PATHS.get)).json).toEqual({ success: true, data: neverSaved({ video_url: '', embed_url: '' }) });
  });

  it('saves the link and reads it back with its embed URL', async () => {
    const { client, account } = await newFounder(server);
    const response = await client.post(PATHS.save, validPayload());
    const data = savedBy(account, { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed_url: YOUTUBE });
    expect(response.json).toEqual({ success: true, message: 'Video URL saved successfully!', data });
    expect((await client.get(PATHS.get)).json).toEqual({ success: true, data });
  });

  it.each([
    ['a watch link', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', YOUTUBE],
    ['a watch link with more parameters', 'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&list=PL123', YOUTUBE],
    ['a mobile link', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ', YOUTUBE],
    ['a YouTube Music link', 'https://music.youtube.com/watch?v=dQw4w9WgXcQ', YOUTUBE],
    ['a link without www over http', 'http://youtube.com/watch?v=dQw4w9WgXcQ', YOUTUBE],
    ['a short link', 'https://youtu.be/dQw4w9WgXcQ', YOUTUBE],
    ['a short link with a share id', 'https://youtu.be/dQw4w9WgXcQ?si=abc123', YOUTUBE],
    ['a short link with t=90', 'https://youtu.be/dQw4w9WgXcQ?t=90', `${YOUTUBE}?start=90`],
    ['a watch link with t=1m30s', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', `${YOUTUBE}?start=90`],
    ['an embed link', 'https://www.youtube.com/embed/dQw4w9WgXcQ', YOUTUBE],
    ['a privacy-enhanced embed link', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5', `${YOUTUBE}?start=5`],
    ['a shorts link', 'https://www.youtube.com/shorts/dQw4w9WgXcQ', YOUTUBE],
    ['a link typed without a scheme', 'youtu.be/dQw4w9WgXcQ', YOUTUBE],
    ['a Vimeo link', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['an unlisted Vimeo link', 'https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['a Vimeo player link', 'https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'a Vimeo player link with a hash',
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
    ],
    ['a Vimeo channel link', 'https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('accepts %s', async (_label, videoUrl, embedUrl) => {
    const response = await scratch.post(PATHS.save, { video_url: videoUrl });
    expect(response.status, response.text).toBe(200);
    // A link typed without a scheme is stored with https://.
    const storedUrl = /^https?:\/\//.test(videoUrl) ? videoUrl : `https://${videoUrl}`;
    expect((await scratch.get(PATHS.get)).json.data).toMatchObject({ video_url: storedUrl, embed_url: embedUrl });
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/user123',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'not a link',
  ])('rejects %s', async (videoUrl) => {
    expectValidationErrors(await scratch.post(PATHS.save, { video_url: videoUrl }), { video_url: 'Please enter a YouTube or Vimeo link' });
  });

  it('drops a NUL character hidden in an ignored query parameter', async () => {
    const response = await scratch.post(PATHS.save, { video_url: 'https://youtu.be/dQw4w9WgXcQ?x=a\u0000b' });
    expect(response.status, response.text).toBe(200);
    expect(response.json.data.video_url).toBe('https://youtu.be/dQw4w9WgXcQ?x=ab');
  });

  it('clears the video when the link is sent blank', async () => {
    const { client, account } = await newFounder(server);
    await client.post(PATHS.save, validPayload());
    const response = await client.post(PATHS.save, { video_url: '' });
    expect(response.json.data).toEqual(savedBy(account, { video_url: '', embed_url: '' }));
    expect((await client.get(PATHS.get)).json.data).toEqual(savedBy(account, { video_url: '', embed_url: '' }));
  });

  it('leaves the saved video untouched when a save is rejected', async () => {
    const { client } = await newFounder(server);
    await client.post(PATHS.save, validPayload());
    expect((await client.post(PATHS.save, { video_url: 'https://dailymotion.com/video/x7' })).status).toBe(422);
    expect((await client.get(PATHS.get)).json.data.video_url).toBe(validPayload().video_url);
  });

  it('ignores fields it does not know, including an embed_url sent by the client', async () => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, { ...validPayload(), embed_url: 'https://evil.example/frame' });
    expect(response.json.data.embed_url).toBe(YOUTUBE);
  });

  it('lets pages frame only the YouTube privacy host and the Vimeo player', async () => {
    const response = await new Client(server).get('/healthz');
    const frameSrc = response.headers
      .get('content-security-policy')
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('frame-src'));
    expect(frameSrc).toBe('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
  });
});
