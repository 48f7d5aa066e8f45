import { describe, expect, it } from 'vitest';
import type { ResourcePaths } from '../../../src/shared/fields.js';
import { Client, type ApiResponse, type TestServer } from './server.js';

/** A logged-in founder with a fresh account and startup. */
export async function newFounder(server: TestServer) {
  const client = new Client(server);
  const { account, response } = await client.register();
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  return { client, account };
}

/** A startup record co-founders share, as the API answers it before its first save (DESIGN §9). */
export function neverSaved<Fields extends object>(fields: Fields) {
  return { ...fields, updated_at: null, updated_by: null };
}

/** The same record, last saved by the founder with `account`'s names. */
export function savedBy<Fields extends object>(account: { first_name: string; last_name: string }, fields: Fields) {
  return {
    ...fields,
    updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    updated_by: { id: expect.any(String), first_name: account.first_name, last_name: account.last_name },
  };
}

/** A 422 whose errors map names exactly `fields` (a message, when given, must be among the field's). */
type FailureBody = { success: boolean; message: string; errors: Record<string, string[]> };

export function expectValidationErrors(response: ApiResponse<FailureBody>, errors: Record<string, string | undefined>): void {
  expect(response.status, response.text).toBe(422);
  expect(response.json.success).toBe(false);
  expect(response.json.message).toEqual(expect.any(String));
  expect(Object.keys(response.json.errors).sort()).toEqual(Object.keys(errors).sort());
  for (const [field, message] of Object.entries(errors)) {
    expect(response.json.errors[field]).toEqual(expect.arrayContaining([message ?? expect.any(String)]));
  }
}

/** Markup that would run script if rendered: tags, event handlers, script URLs. */
export function expectNoActiveContent(html: string): void {
  expect(html).not.toMatch(/<\s*(script|style|iframe|svg|img|object|embed|math|form|meta|body)/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
}

export const XSS_PAYLOADS = [
  '<p>Hi</p><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<p><a href="javascript:alert(1)">link</a></p>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href="&#106;avascript:alert(1)">link</a>',
  '<a href=" JaVaScRiPt:alert(1)">link</a>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

/**
 * Rules every form resource shares: the 401 gate, CSRF (nothing written without the token),
 * and isolation between startups. `payload` must be a valid save that changes the defaults.
 */
export function describeResourceAccess(server: () => TestServer, paths: ResourcePaths, payload: () => Record<string, unknown>): void {
  describe(`access to ${paths.get} and ${paths.save}`, () => {
    const unauthenticated = { success: false, message: 'Unauthenticated.' };

    it('answers 401 to a GET without a session', async () => {
      const response = await new Client(server()).get(paths.get);
      expect(response.status).toBe(401);
      expect(response.json).toEqual(unauthenticated);
    });

    it('answers 401 to a save without a session, even with a CSRF token', async () => {
      const response = await new Client(server()).post(paths.save, payload());
      expect(response.status).toBe(401);
      expect(response.json).toEqual(unauthenticated);
    });

    it('answers 419 to a save without a CSRF token and changes nothing', async () => {
      const { client } = await newFounder(server());
      const before = await client.get(paths.get);
      const response = await client.post(paths.save, payload(), { csrf: false });
      expect(response.status).toBe(419);
      expect(response.json).toEqual({ success: false, message: 'CSRF token mismatch.' });
      expect((await client.get(paths.get)).json).toEqual(before.json);
    });

    it("never shows one startup's saved values to another startup's founder", async () => {
      const a = await newFounder(server());
      const b = await newFounder(server());
      const bDefaults = await b.client.get(paths.get);
      const saved = await a.client.post(paths.save, payload());
      expect(saved.status, saved.text).toBe(200);
      expect(saved.json.data).not.toEqual(bDefaults.json.data);

      const bAfter = await b.client.get(paths.get);
      expect(bAfter.json).toEqual(bDefaults.json);
      expect((await a.client.get(paths.get)).json.data).toEqual(saved.json.data);
    });
  });
}
