import { expect, test, type APIRequestContext, type Page } from './support/test';
import { signUpByPhone } from './support/outbox';
import { DEVICES } from './support/devices';
import { signInThroughApi } from './support/sign-in';

/**
 * The wallet and referral pages (issue 17): balance and history (empty for a new user), sending money to the
 * demo seller by email with a confirmation naming them, both histories showing it, the insufficient-balance
 * message, the referral code with copy, "Please, login first" for guests; on a phone and a desktop, and once
 * in Arabic.
 */

const SELLER = { email: 'seller@groops.test', password: process.env.DEMO_PASSWORD || 'groops-demo' };


/** A brand-new customer (phone sign-up); the context keeps the cookie. */
const signUpFresh = (request: APIRequestContext) => signUpByPhone(request, `+1202556${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`);

async function openWallet(page: Page, prefix = '') {
  await page.goto(`${prefix}/wallet`);
  await expect(page.getByTestId('wallet-page')).toBeVisible();
  await expect(page.getByTestId('wallet-send-form')).toHaveAttribute('data-hydrated', 'true');
}

async function send(page: Page, contact: string, amount: string, note = '') {
  await page.getByTestId('wallet-send-contact').fill(contact);
  await page.getByTestId('wallet-send-amount').fill(amount);
  if (note) await page.getByTestId('wallet-send-note').fill(note);
  await page.getByTestId('wallet-send-continue').click();
}

for (const [device, options] of Object.entries(DEVICES)) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    test('a guest is asked to sign in first on /wallet and /referrals', async ({ page }) => {
      for (const p of ['/wallet', '/referrals']) {
        await page.goto(p);
        await expect(page.getByTestId('login-first')).toContainText('Please, login first');
      }
    });

    test('a new user sees a zero balance, an empty history, and "Insufficient wallet balance" when sending', async ({ page }) => {
      await signUpFresh(page.request);
      await openWallet(page);
      await expect(page.getByTestId('wallet-balance')).toContainText('0.00');
      await expect(page.getByTestId('wallet-empty')).toBeVisible();
      await send(page, SELLER.email, '5');
      await expect(page.getByTestId('wallet-confirm-name')).toHaveText('Sam O.');
      await page.getByTestId('wallet-confirm-send').click();
      await expect(page.getByTestId('wallet-send-error')).toHaveText('Insufficient wallet balance');
      await expect(page.getByTestId('wallet-balance')).toContainText('0.00');
    });

    test('the demo customer sends money to the seller by email after a confirmation; both histories show it', async ({ page, browser }) => {
      await signInThroughApi(page.request);
      await openWallet(page);
      const before = await page.getByTestId('wallet-balance').innerText();
      const note = `Dinner split ${device} ${Date.now()}`;
      await send(page, SELLER.email, '1.25', note);
      await expect(page.getByTestId('wallet-confirm')).toContainText('s***@groops.test');
      await expect(page.getByTestId('wallet-confirm-name')).toHaveText('Sam O.');
      await page.getByTestId('wallet-confirm-send').click();
      const mine = page.getByTestId('wallet-history-row').filter({ hasText: note });
      await expect(mine).toHaveAttribute('data-type', 'transfer_out');
      await expect(mine).toContainText('1.25');
      await expect(page.getByTestId('wallet-balance')).not.toHaveText(before);

      const seller = await browser.newContext(options);
      const sellerPage = await seller.newPage();
      await signInThroughApi(sellerPage.request, SELLER);
      await openWallet(sellerPage);
      const theirs = sellerPage.getByTestId('wallet-history-row').filter({ hasText: note });
      await expect(theirs).toHaveAttribute('data-type', 'transfer_in');
      await expect(theirs).toContainText('Alex R.');
      await seller.close();
    });

    test('/referrals shows the code, an invite link and copies the code', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { user } = await signInThroughApi(page.request);
      await page.goto('/referrals');
      await expect(page.getByTestId('referrals-body')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByTestId('referral-code')).toHaveValue(user.my_referral);
      await expect(page.getByTestId('referral-link')).toHaveValue(new RegExp(`/register\\?referral=${user.my_referral}$`));
      await page.getByTestId('referral-copy-code').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(user.my_referral);
      await expect(page.getByTestId('referral-terms-link')).toHaveAttribute('href', '/referral-terms');
    });
  });
}

test('the Arabic wallet and referral pages are right to left and translated', async ({ page }) => {
  await signInThroughApi(page.request);
  await openWallet(page, '/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المحفظة');
  await expect(page.getByTestId('wallet-send-continue')).toHaveText('متابعة');
  await page.goto('/ar/referral-terms');
  await expect(page.getByTestId('referral-terms')).toContainText('ادعُ أصدقاءك');
});

test('a top-up through the demo card raises the balance only after the provider approves it', async ({ page }) => {
  await signUpFresh(page.request);
  await openWallet(page);
  await expect(page.getByTestId('wallet-topup-form')).toHaveAttribute('data-hydrated', 'true');
  // Abandoned on the provider's page: back on the wallet, nothing credited.
  await page.getByTestId('wallet-topup-preset-25').click();
  await page.getByTestId('wallet-topup-submit').click();
  await page.locator('[data-decision="cancel"]').click();
  await page.waitForURL(/\/wallet\?payment=/);
  await expect(page.getByTestId('wallet-balance')).toContainText('0.00');
  // Approved: the verified callback credits the wallet once, with a top-up row in the history.
  await expect(page.getByTestId('wallet-topup-form')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('wallet-topup-preset-25').click();
  await page.getByTestId('wallet-topup-submit').click();
  await page.locator('[data-decision="approve"]').click();
  await page.waitForURL(/\/wallet\?payment=success/);
  await expect(page.getByTestId('wallet-balance')).toContainText('25.00');
  await expect(page.locator('[data-testid="wallet-history-row"][data-type="topup"]')).toHaveCount(1);
});
