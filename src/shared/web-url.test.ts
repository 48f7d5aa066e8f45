import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalWebUrl } from './fields.js';
import { isLinkedinHost, normalizeWebUrl, parseWebUrl } from './web-url.js';

describe('normalizeWebUrl', () => {
  it.each([
    ['lower-cases the scheme and the host', 'HTTPS://WWW.LinkedIn.COM/in/Omar', 'https://www.linkedin.com/in/Omar'],
    ['drops the default port', 'https://example.com:443/a', 'https://example.com/a'],
    ['drops the default http port', 'http://example.com:80', 'http://example.com/'],
    ['keeps another port', 'https://example.com:8443/a', 'https://example.com:8443/a'],
    ['writes an international host in punycode', 'https://مثال.com/عن', 'https://xn--mgbh0fb.com/%D8%B9%D9%86'],
    ['adds https:// when the scheme was left out', 'Olive-Labs.com', 'https://olive-labs.com/'],
    ['resolves dot segments', 'https://example.com/a/../b', 'https://example.com/b'],
  ])('%s', (_case, typed, stored) => {
    expect(normalizeWebUrl(typed)).toBe(stored);
  });

  it('gives the same link typed two ways the same stored form', () => {
    expect(normalizeWebUrl('WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ')).toBe(normalizeWebUrl('https://www.youtube.com:443/watch?v=dQw4w9WgXcQ'));
  });

  it.each([
    'ftp://example.com',
    'javascript:alert(1)',
    'https://user@example.com',
    'https://:secret@example.com',
    'https://',
    'http://exa mple.com',
  ])('refuses %j', (typed) => {
    expect(parseWebUrl(typed)).toBeNull();
    expect(normalizeWebUrl(typed)).toBeNull();
  });
});

describe('optionalWebUrl', () => {
  const schema = z.object({ link: optionalWebUrl({ maxLength: 40, message: 'bad link', isAllowedHost: isLinkedinHost }) });
  const messages = (link: unknown) => schema.safeParse({ link }).error?.issues.map((issue) => issue.message);

  it('answers the normalized link', () => {
    expect(schema.parse({ link: ' HTTPS://LINKEDIN.com:443/in/x ' })).toEqual({ link: 'https://linkedin.com/in/x' });
  });

  it('keeps blank as blank', () => {
    expect(schema.parse({ link: '  ' })).toEqual({ link: '' });
    expect(schema.parse({})).toEqual({ link: '' });
  });

  it('refuses a host the rule does not allow, and credentials', () => {
    expect(messages('https://evil.example/in/x')).toEqual(['bad link']);
    expect(messages('https://me@linkedin.com/in/x')).toEqual(['bad link']);
  });

  it('checks the length of the normalized link', () => {
    expect(messages(`linkedin.com/${'é'.repeat(8)}`)).toEqual(['Must be at most 40 characters.']);
  });
});
