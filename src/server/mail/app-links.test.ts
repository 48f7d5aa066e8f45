import { describe, expect, it } from 'vitest';
import { AppLinks, isLoopbackHost } from './app-links.js';

describe('AppLinks', () => {
  it('builds links on PUBLIC_URL', () => {
    const links = new AppLinks({ publicUrl: 'https://dashboard.example.com', host: '0.0.0.0' }, () => 3000);
    expect(links.to('/reset-password#t0k3n')).toBe('https://dashboard.example.com/reset-password#t0k3n');
  });

  it('falls back to localhost on the port the server listens on, for loopback and wildcard hosts', () => {
    let port = 3000;
    const links = new AppLinks({ publicUrl: undefined, host: '127.0.0.1' }, () => port);
    expect(links.to('/reset-password#a')).toBe('http://localhost:3000/reset-password#a');
    port = 41234;
    expect(links.origin).toBe('http://localhost:41234');
    expect(new AppLinks({ publicUrl: undefined, host: '::' }, () => 3000).origin).toBe('http://localhost:3000');
  });

  it('names a specific non-loopback listen address as it is (IPv6 in brackets)', () => {
    expect(new AppLinks({ publicUrl: undefined, host: '192.168.1.20' }, () => 8080).origin).toBe('http://192.168.1.20:8080');
    expect(new AppLinks({ publicUrl: undefined, host: 'fd00::2' }, () => 8080).origin).toBe('http://[fd00::2]:8080');
  });
});

describe('isLoopbackHost', () => {
  it('knows loopback addresses and names from the rest', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'example.com', '128.0.0.1', 'localhost.example.com'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
