import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFile, readLatestMessage } from '../../src/server/integrations/sms';
import { signInDemo, startTestApi, type TestApi } from './harness';

let api: TestApi;
let token: string;
let seller: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  const res = await api.call('POST', '/auth/login', { body: { email: 'seller@groops.test', password: api.config.demoPassword } });
  seller = res.body.data.access_token;
});
afterAll(() => api.close());

const codeSentTo = async (phone: string) => /([0-9]{6})/.exec((await readLatestMessage(outboxFile(api.config.dataDir, 'sms'), phone))?.text ?? '')?.[1] ?? '';
const update = (auth: string, body: Record<string, unknown>) => api.call('PUT', '/dashboard/user/profile/update', { token: auth, body: { firstname: 'Alex', ...body } });
const send = (auth: string, phone: string) => api.call('POST', '/dashboard/user/profile/phone/send', { token: auth, body: { phone } });

describe('phone change confirmed by a code to the new number', () => {
  it('sends a code to the new number; profile/update stores the phone only with that code, once', async () => {
    const phone = '+12025558811';
    const sent = await send(token, '+1 (202) 555-8811');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ phone, verifyId: expect.any(String) });
    const code = await codeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    const { verifyId } = sent.body.data;

    const noCode = await update(token, { phone });
    expect(noCode.status).toBe(400);
    expect(noCode.body.params.phone[0]).toMatch(/Verify the new phone/);
    const wrong = await update(token, { phone, verifyId, verifyCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    // Another user cannot spend this code for themselves, nor can it verify a different number.
    expect((await update(seller, { firstname: 'Sam', phone, verifyId, verifyCode: code })).status).toBe(400);

    const fresh = await send(token, phone);
    const freshCode = await codeSentTo(phone);
    const otherNumber = await update(token, { phone: '+12025558812', verifyId: fresh.body.data.verifyId, verifyCode: freshCode });
    expect(otherNumber.status).toBe(400);

    const again = await send(token, phone);
    const ok = await update(token, { phone, verifyId: again.body.data.verifyId, verifyCode: await codeSentTo(phone) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.phone).toBe(phone);
    expect(ok.body.data.phone_verified_at).toBeTruthy();
    const replay = await update(token, { phone: '+12025550100', verifyId: again.body.data.verifyId, verifyCode: await codeSentTo(phone) });
    expect(replay.status).toBe(400);
    expect((await api.call('GET', '/dashboard/user/profile/show', { token })).body.data.phone).toBe(phone);
  });

  it("refuses a taken number, the user's own number and bad input", async () => {
    const taken = await send(token, '+12025550101'); // seller@'s phone
    expect(taken.status).toBe(400);
    expect(taken.body.params.phone[0]).toBe('The phone has already been taken.');
    const me = (await api.call('GET', '/dashboard/user/profile/show', { token })).body.data.phone;
    expect((await send(token, me)).status).toBe(400);
    for (const phone of ['abc', '', '+1', 12]) expect((await send(token, phone as string)).status, String(phone)).toBe(400);
    expect((await api.call('POST', '/dashboard/user/profile/phone/send', { body: { phone: '+12025558899' } })).status).toBe(401);
  });

  it('limits how many codes one number receives', async () => {
    api.clock.advance(11 * 60_000); // past the windows the earlier sends used
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(token, '+12025558833')).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses).toContain(429);
  });
});
