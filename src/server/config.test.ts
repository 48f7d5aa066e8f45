import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fd-config-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted a bad configuration');
}

describe('loadConfig', () => {
  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/app' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'too-short' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['S3_BUCKET', { STORAGE_DRIVER: 's3' }],
    ['S3_SECRET_ACCESS_KEY', { STORAGE_DRIVER: 's3', S3_BUCKET: 'decks', S3_ACCESS_KEY_ID: 'key' }],
    ['S3_ENDPOINT', { STORAGE_DRIVER: 's3', S3_ENDPOINT: 'minio:9000' }],
  ])('stops with one line naming %s', (variable, env) => {
    const { message } = configError(env);
    expect(message).toContain(variable);
    expect(message).not.toContain('\n');
  });

  it('defaults to SQLite under DATA_DIR on 127.0.0.1:3000', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join(dataDir, 'app.db') });
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.cookieSecure).toBe(false);
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '' }).database.dialect).toBe('sqlite');
  });

  it('selects PostgreSQL for a postgres:// or postgresql:// URL', () => {
    for (const url of ['postgres://app@db/app', 'postgresql:///app?host=/var/run/postgresql']) {
      expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }).database).toEqual({ dialect: 'postgres', url });
    }
  });

  it('generates a private session secret once and reuses it on the next start', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    const file = path.join(dataDir, 'session-secret');

    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('prefers SESSION_SECRET and then writes no secret file', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(() => statSync(path.join(dataDir, 'session-secret'))).toThrow();
  });

  it('carries the S3 settings, with us-east-1 as the default region', () => {
    const env = { STORAGE_DRIVER: 's3', S3_BUCKET: 'decks', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    const config = loadConfig({ DATA_DIR: dataDir, ...env });
    expect(config.storageDriver).toBe('s3');
    expect(config.s3).toEqual({ bucket: 'decks', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret' });
  });

  it('makes cookies Secure in production unless COOKIE_SECURE=false', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });
});
