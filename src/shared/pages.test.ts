import { describe, expect, it } from 'vitest';
import { applicationIdOf, applicationPagePath, isKnownPagePath } from './pages';

describe('page paths', () => {
  it('knows the applications list and each application page', () => {
    expect(isKnownPagePath('/applications')).toBe(true);
    expect(isKnownPagePath('/applications/')).toBe(true);
    expect(isKnownPagePath(applicationPagePath('a1b2'))).toBe(true);
    expect(isKnownPagePath('/applications/a/b')).toBe(false);
    expect(isKnownPagePath('/applicationsx')).toBe(false);
  });

  it('reads the application id back from its page path', () => {
    expect(applicationIdOf(applicationPagePath('0f8e-11'))).toBe('0f8e-11');
    expect(applicationIdOf('/applications/abc/')).toBe('abc');
    expect(applicationIdOf('/applications')).toBeNull();
    expect(applicationIdOf('/applications/%E0%A4%A')).toBeNull();
    expect(applicationIdOf('/profile')).toBeNull();
  });
});
