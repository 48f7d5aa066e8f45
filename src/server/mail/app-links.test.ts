import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppLinks } from './app-links.js';

const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol }) as FastifyRequest;

describe('AppLinks', () => {
  it('builds links on PUBLIC_URL whatever Host the request claims', () => {
    const links = new AppLinks({ publicUrl: 'https://dashboard.example.com', cookieSecure: undefined });
    expect(links.to(request('attacker.example'), '/reset-password#t0k3n')).toBe('https://dashboard.example.com/reset-password#t0k3n');
  });

  it("falls back to the request's own origin, HTTPS when the request came over it", () => {
    const links = new AppLinks({ publicUrl: undefined, cookieSecure: undefined });
    expect(links.to(request('127.0.0.1:3000'), '/reset-password#a')).toBe('http://127.0.0.1:3000/reset-password#a');
    expect(links.to(request('dashboard.example.com', 'https'), '/x')).toBe('https://dashboard.example.com/x');
  });
});
