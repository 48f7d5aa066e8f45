import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
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
    ['SMTP_URL', { SMTP_URL: 'mail.example.com:587' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'dashboard.example.com' }],
    ['PUBLIC_URL', { NODE_ENV: 'production', HOST: '0.0.0.0' }],
    ['PUBLIC_URL', { NODE_ENV: 'production', HOST: '10.0.0.5' }],
    ['REQUEST_TIMEOUT_MS', { REQUEST_TIMEOUT_MS: '0' }],
    ['BODY_TIMEOUT_MS', { BODY_TIMEOUT_MS: 'soon' }],
    ['BACKUP_INTERVAL_HOURS', { BACKUP_DIR: '/backups', BACKUP_INTERVAL_HOURS: '0' }],
    ['BACKUP_INTERVAL_HOURS', { BACKUP_DIR: '/backups', BACKUP_INTERVAL_HOURS: 'daily' }],
    ['BACKUP_KEEP', { BACKUP_DIR: '/backups', BACKUP_KEEP: '2.5' }],
    ['BACKUP_KEEP', { BACKUP_DIR: '/backups', BACKUP_KEEP: '0' }],
    ['BACKUP_DIR', { BACKUP_INTERVAL_HOURS: '6' }],
    ['BACKUP_DIR', { BACKUP_KEEP: '3' }],
    ['HISTORY_KEEP', { HISTORY_KEEP: '-1' }],
    ['HISTORY_KEEP', { HISTORY_KEEP: 'all' }],
  ])('stops with one line naming %s', (variable, env) => {
    const { message } = configError(env);
    expect(message).toContain(variable);
    expect(message).not.toContain('\n');
  });

  it('takes scheduled backups only when BACKUP_DIR is set, every fraction of an hour asked for', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).backup).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: 'backups' }).backup).toEqual({
      dir: path.resolve('backups'),
      intervalMs: 24 * 60 * 60 * 1000,
      keep: 7,
    });
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: '/srv/backups', BACKUP_INTERVAL_HOURS: '0.5', BACKUP_KEEP: '3' }).backup).toEqual({
      dir: '/srv/backups',
      intervalMs: 30 * 60 * 1000,
      keep: 3,
    });
  });

  it('defaults to SQLite under DATA_DIR on 127.0.0.1:3000', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join(dataDir, 'app.db') });
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    // Neither forced on nor off: each request's protocol decides.
    expect(config.cookieSecure).toBeUndefined();
  });

  it('writes mail into DATA_DIR/mail unless SMTP_URL is set, and keeps only the origin of PUBLIC_URL', () => {
    const unset = loadConfig({ DATA_DIR: dataDir });
    expect(unset.mail).toEqual({ smtpUrl: undefined, from: 'Founder Dashboard <no-reply@localhost>', dir: path.join(dataDir, 'mail') });
    expect(unset.publicUrl).toBeUndefined();
    const set = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: 'smtps://app:secret@mail.example.com:465',
      MAIL_FROM: 'Team <team@example.com>',
      PUBLIC_URL: 'https://dashboard.example.com/',
    });
    expect(set.mail).toMatchObject({ smtpUrl: 'smtps://app:secret@mail.example.com:465', from: 'Team <team@example.com>' });
    expect(set.publicUrl).toBe('https://dashboard.example.com');
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
    const env = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'decks',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    const config = loadConfig({ DATA_DIR: dataDir, ...env });
    expect(config.storageDriver).toBe('s3');
    expect(config.s3).toEqual({
      bucket: 'decks',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it('starts in production on loopback without PUBLIC_URL (npm start on a laptop), and beyond loopback with it', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).publicUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', HOST: '::1' }).host).toBe('::1');
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', HOST: '0.0.0.0', PUBLIC_URL: 'https://dashboard.example.com/' }).publicUrl,
    ).toBe('https://dashboard.example.com');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('cuts requests by default: the whole request in 10 min, idle connections in 2 min, a stalled body in 10 s', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).timeouts).toEqual({ requestMs: 600_000, connectionMs: 120_000, bodyMs: 10_000 });
    expect(loadConfig({ DATA_DIR: dataDir, BODY_TIMEOUT_MS: '2000' }).timeouts.bodyMs).toBe(2000);
  });

  it('keeps 200 revisions per record by default; HISTORY_KEEP changes it, 0 turns history off', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).historyKeep).toBe(200);
    expect(loadConfig({ DATA_DIR: dataDir, HISTORY_KEEP: '25' }).historyKeep).toBe(25);
    expect(loadConfig({ DATA_DIR: dataDir, HISTORY_KEEP: '0' }).historyKeep).toBe(0);
  });

  it('leaves Secure cookies to the request protocol, in production too, unless COOKIE_SECURE forces them', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).cookieSecure).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;

  it('is off by default and with false or 0', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a hop count', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
  });

  it('takes a comma-separated list of proxy addresses, CIDR ranges and proxy-addr range names', () => {
    expect(trustProxy('10.0.0.2, 10.1.0.0/16,2001:db8::/32,loopback')).toEqual(['10.0.0.2', '10.1.0.0/16', '2001:db8::/32', 'loopback']);
  });

  it('refuses true with one line saying what to write instead', () => {
    const { message } = configError({ TRUST_PROXY: 'true' });
    expect(message).toContain('TRUST_PROXY');
    expect(message).toContain('TRUST_PROXY=1');
    expect(message).not.toContain('\n');
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '1.5', '10.0.0.1,,'])('refuses %s with one line naming TRUST_PROXY', (value) => {
    const { message } = configError({ TRUST_PROXY: value });
    expect(message).toMatch(/^Invalid configuration: TRUST_PROXY /);
    expect(message).not.toContain('\n');
  });
});

describe('limits', () => {
  it('holds the default allowances, and a LIMIT_* variable changes one', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir });
    expect(defaults.limits.loginFailuresPerEmail).toEqual({ max: 5, windowMs: 60_000 });
    expect(defaults.limits.registrationsPerIp).toEqual({ max: 10, windowMs: 3_600_000 });
    expect(defaults.passwordHashing).toEqual({
      concurrency: Math.max(1, Math.min(availableParallelism() - 1, 2)),
      maxQueued: 32,
      maxWaitMs: 5000,
    });
    const raised = loadConfig({ DATA_DIR: dataDir, LIMIT_REGISTRATIONS_PER_IP: '500' });
    expect(raised.limits.registrationsPerIp).toEqual({ max: 500, windowMs: 3_600_000 });
  });

  it('refuses an allowance below 1 with one line naming the variable', () => {
    expect(configError({ LIMIT_LOGIN_FAILURES_PER_IP: '0' }).message).toContain('LIMIT_LOGIN_FAILURES_PER_IP');
  });
});
