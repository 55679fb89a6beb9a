import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** The development outboxes of the e2e server (E2E_DATA_DIR, as playwright.config.ts starts it). */
const DATA_DIR = process.env.E2E_DATA_DIR || '.cache/e2e-data';

/** The newest 6-digit code the development SMS outbox holds for `phone` ('' when none yet). */
export function latestSmsCode(phone: string): string {
  const file = path.join(DATA_DIR, 'outbox', 'sms.jsonl');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
  const entry = lines.map((l) => JSON.parse(l) as { to: string; text: string }).reverse().find((e) => e.to === phone);
  return /([0-9]{6})/.exec(entry?.text ?? '')?.[1] ?? '';
}

/**
 * A brand-new customer through the phone sign-up and the development SMS outbox; the request context keeps the
 * session cookie. Returns the bearer token for set-up calls.
 */
export async function signUpByPhone(request: APIRequestContext, phone: string, name = { firstname: 'Nova', lastname: 'Fresh' }): Promise<string> {
  // Each new customer signs up from an address of their own (the server trusts loopback as a proxy in e2e): one
  // run creates more customers than one address may ask codes for in 10 minutes.
  const digits = phone.replace(/\D/g, '').slice(-6).padStart(6, '0');
  const headers = { 'x-forwarded-for': `10.${Number(digits.slice(0, 2))}.${Number(digits.slice(2, 4))}.${Number(digits.slice(4))}` };
  const sent = await request.post(`/api/v1/auth/register?phone=${encodeURIComponent(phone)}`, { headers });
  expect(sent.status()).toBe(200);
  const { verifyId } = (await sent.json()).data;
  let code = '';
  await expect.poll(() => (code = latestSmsCode(phone))).toMatch(/^[0-9]{6}$/);
  const done = await request.post('/api/v1/auth/verify/phone', { headers, data: { verifyId, verifyCode: code, ...name } });
  expect(done.status()).toBe(200);
  return (await done.json()).data.token;
}
