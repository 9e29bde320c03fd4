import { isAbsolute, join } from 'node:path';
import { DEFAULT_SIGN_SALT } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      signSalt: DEFAULT_SIGN_SALT,
      logLevel: 'info',
      publicCacheMs: 1000,
    });
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
    expect(config.database).toEqual({
      dialect: 'sqlite',
      file: join(process.cwd(), 'data', 'app.db'),
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(isAbsolute(config.webDist)).toBe(true);
  });

  it.each(['postgres://u@db:5432/app', 'postgresql://u:p@db/app?sslmode=require'])(
    'selects PostgreSQL for %s',
    (url) => {
      expect(loadConfig({ DATABASE_URL: url }).database).toEqual({
        dialect: 'postgres',
        url,
        poolSize: 10,
      });
    },
  );

  it('sizes the PostgreSQL pool from DB_POOL_SIZE', () => {
    const database = loadConfig({ DATABASE_URL: 'postgres://db/app', DB_POOL_SIZE: '25' }).database;
    expect(database).toMatchObject({ dialect: 'postgres', poolSize: 25 });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.dialect).toBe('sqlite');
  });

  it('puts the SQLite file in DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/huaren' }).database).toEqual({
      dialect: 'sqlite',
      file: '/srv/huaren/app.db',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be an integer from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT: must be an integer from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://db/app' }, 'DATABASE_URL: must start with postgres://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of'],
    [{ SIGN_SALT: '' }, 'SIGN_SALT: must not be empty'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL: must start with smtp:// or smtps://'],
    [{ TWILIO_API_BASE: 'ftp://x' }, 'TWILIO_API_BASE: must be an http(s) URL'],
    [
      { TWILIO_ACCOUNT_SID: 'AC1' },
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: set all three or none',
    ],
    [
      { VAPID_PUBLIC_KEY: 'BKey' },
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: set all three or none',
    ],
    [{ VAPID_PRIVATE_KEY: 'a key' }, 'VAPID_PRIVATE_KEY: must be a base64url key'],
    [{ VAPID_SUBJECT: 'ops@example.com' }, 'VAPID_SUBJECT: must be a mailto: or https:// URL'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY: must be a hop count or a comma-separated list'],
    [{ PUBLIC_CACHE_MS: '-1' }, 'PUBLIC_CACHE_MS: must be a whole number of milliseconds'],
    [{ PUBLIC_CACHE_MS: '1s' }, 'PUBLIC_CACHE_MS: must be a whole number of milliseconds'],
    ...['0', '-1', '2.5', 'ten', '1001'].map((size): [Record<string, string>, string] => [
      { DB_POOL_SIZE: size },
      'DB_POOL_SIZE: must be an integer from 1 to 1000',
    ]),
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: must be at least 16 characters'],
    ...[
      'http://tile.example.com/{z}/{x}/{y}.png',
      'https://tile.example.com/{z}/{x}.png',
      'https://{s}.tile.example.com/{z}/{x}/{y}.png',
      'https://tile.example.com/{z}/{x}/{y}.png?key={apikey}',
      'tile.example.com/{z}/{x}/{y}.png',
      'https://user:pass@tile.example.com/{z}/{x}/{y}.png',
    ].map((url): [Record<string, string>, string] => [
      { MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: '© OpenStreetMap' },
      'MAP_TILE_URL: must be an https:// URL template with {z}, {x} and {y}',
    ]),
    [
      { MAP_TILE_URL: 'https://tile.example.com/{z}/{x}/{y}.png' },
      'MAP_TILE_URL, MAP_TILE_ATTRIBUTION: set both or none',
    ],
    [
      { MAP_TILE_URL: 'https://tile.example.com/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: ' ' },
      'MAP_TILE_URL, MAP_TILE_ATTRIBUTION: set both or none',
    ],
    [{ MAP_TILE_ATTRIBUTION: '© OpenStreetMap' }, 'MAP_TILE_URL, MAP_TILE_ATTRIBUTION: set both'],
    [
      {
        MAP_TILE_URL: 'https://t.example.com/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'x'.repeat(201),
      },
      'MAP_TILE_ATTRIBUTION: must be at most 200 characters',
    ],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('sends messages to the outbox and trusts no proxy unless told', () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({ smtpUrl: null, from: '"华人生活圈" <no-reply@localhost>' });
    expect(config.sms).toBeNull();
    expect(config.push).toBeNull();
    expect(config.trustProxy).toBe(false);
    expect(config.mapTiles).toBeNull();
  });

  it('reads a tile server and the origin its images come from', () => {
    expect(
      loadConfig({
        MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: ' © OpenStreetMap contributors ',
      }).mapTiles,
    ).toEqual({
      urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      origin: 'https://tile.openstreetmap.org',
    });
    expect(
      loadConfig({
        MAP_TILE_URL: 'https://maps.example.com:8443/styles/{z}/{x}/{y}{r}.png?key=abc&v=2',
        MAP_TILE_ATTRIBUTION: '© Example',
      }).mapTiles?.origin,
    ).toBe('https://maps.example.com:8443');
    // A local stand-in (the browser suite's) may use plain http.
    expect(
      loadConfig({
        MAP_TILE_URL: 'http://127.0.0.1:9001/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '测试瓦片',
      }).mapTiles?.origin,
    ).toBe('http://127.0.0.1:9001');
  });

  it('reads the SMTP URL, the Twilio account and the trusted proxies', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.com',
      MAIL_FROM: 'no-reply@example.com',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15005550006',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.com',
      from: 'no-reply@example.com',
    });
    expect(config.sms).toEqual({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15005550006',
      apiBase: 'https://api.twilio.com',
    });
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const vapid = {
      VAPID_PUBLIC_KEY: 'BPub_1',
      VAPID_PRIVATE_KEY: 'priv-2',
      VAPID_SUBJECT: 'mailto:a@b.c',
    };
    expect(loadConfig(vapid).push).toEqual({
      publicKey: 'BPub_1',
      privateKey: 'priv-2',
      subject: 'mailto:a@b.c',
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({
        TWILIO_ACCOUNT_SID: 'a',
        TWILIO_AUTH_TOKEN: 'b',
        TWILIO_FROM: 'c',
        TWILIO_API_BASE: 'http://127.0.0.1:9/',
      }).sms?.apiBase,
    ).toBe('http://127.0.0.1:9');
  });
});
