import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, limitsFromEnv, loadAuthConfig } from './config.ts';

const base = { nodeEnv: 'test', production: false, dataDir: '/tmp/nusa-config-test/data', port: 3000 };
const strictEnv = {
  APP_ENV: 'production',
  JWT_SECRET: 'Jq4fV8nR2xL7wT1kZ9cH5mB3yD6pG0sAeUiOo-_N',
  WHATSAPP_TOKEN: 't',
  WHATSAPP_PHONE_ID: 'p',
  SMTP_URL: 'smtp://localhost',
  OTP_CLIENT_SECRET: 's',
  PUBLIC_APP_URL: 'https://nusastay.id',
};

describe('AUTH_IP_LIMIT_FACTOR', () => {
  it('keeps the default limits when unset', () => {
    expect(loadAuthConfig({}, base).limits).toEqual(DEFAULT_LIMITS);
  });

  it('multiplies only the per-IP limits', () => {
    const limits = limitsFromEnv({ AUTH_IP_LIMIT_FACTOR: '10' }, false);
    expect(limits.otpRequestPerIp).toEqual({ limit: 200, windowSeconds: 3600 });
    expect(limits.otpVerifyPerIp.limit).toBe(DEFAULT_LIMITS.otpVerifyPerIp.limit * 10);
    expect(limits.checkPerIp.limit).toBe(DEFAULT_LIMITS.checkPerIp.limit * 10);
    expect(limits.loginPerIp.limit).toBe(DEFAULT_LIMITS.loginPerIp.limit * 10);
    expect(limits.loginFailuresPerSource).toEqual(DEFAULT_LIMITS.loginFailuresPerSource);
    expect(limits.loginFailuresPerAccount).toEqual(DEFAULT_LIMITS.loginFailuresPerAccount);
    expect(limits.otpPerPhone).toEqual(DEFAULT_LIMITS.otpPerPhone);
    expect(limits.resetEmailPerAddress).toEqual(DEFAULT_LIMITS.resetEmailPerAddress);
    expect(DEFAULT_LIMITS.otpRequestPerIp.limit).toBe(20);
  });

  it('refuses bad values and a strict deployment', () => {
    expect(() => limitsFromEnv({ AUTH_IP_LIMIT_FACTOR: '0' }, false)).toThrow(/positive whole number/);
    expect(() => limitsFromEnv({ AUTH_IP_LIMIT_FACTOR: '1.5' }, false)).toThrow(/positive whole number/);
    expect(() => loadAuthConfig({ ...strictEnv, AUTH_IP_LIMIT_FACTOR: '10' }, base)).toThrow(
      /APP_ENV=production refuses it/,
    );
    expect(loadAuthConfig(strictEnv, base).limits).toEqual(DEFAULT_LIMITS);
  });
});
