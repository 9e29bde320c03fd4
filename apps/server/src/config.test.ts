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
      expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ dialect: 'postgres', url });
    },
  );

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
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
