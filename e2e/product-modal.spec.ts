import { expect, test, type Page } from './support/test';
import { ANDROID_PHONE_UA } from './support/devices';

/**
 * The product modal on a phone and on a short desktop window: Add to cart with the running price stays in view
 * however long the choices are, opening it focuses the title, Escape and ✕ give the focus back to the card
 * that opened it, and every quantity button says which product it changes (in the cart too), English and Arabic.
 */

const BURGER = '116f804f-e3c0-592c-a542-4d5d7facf49d';
const card = (page: Page) => page.locator(`[data-testid="product-card"][data-uuid="${BURGER}"] a`);

/** The element is entirely inside the viewport. */
async function inViewport(page: Page, testId: string, within = page.getByTestId('product-modal')) {
  const box = (await within.getByTestId(testId).boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height + 0.5);
}

const activeTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);
const activeCardUuid = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-testid="product-card"]')?.getAttribute('data-uuid') ?? null);

for (const device of [
  { name: 'phone', use: { viewport: { width: 360, height: 640 }, userAgent: ANDROID_PHONE_UA, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 560 } } },
]) {
  test.describe(device.name, () => {
    test.use(device.use);

    test('Add to cart stays in view while the choices scroll; the title has the focus; Escape and ✕ return it to the card', async ({ page }) => {
      await page.goto('/restaurant/3');
      await card(page).click();
      const modal = page.getByTestId('product-modal');
      await expect(modal.getByRole('heading', { name: 'Classic Cheeseburger' })).toBeVisible();
      await expect.poll(() => activeTestId(page)).toBe('product-modal-title');
      // The dialog itself is not what has the focus (no ring around it).
      expect(await modal.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el)).toBe(true);

      // Many add-ons make the choices taller than the screen: they scroll, the footer does not.
      const body = modal.getByTestId('product-form');
      await expect(modal.getByTestId('addon').first()).toBeVisible();
      expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      await inViewport(page, 'add-to-cart');
      await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await modal.getByTestId('addon').last().getByRole('button', { name: /^Increase quantity of / }).click();
      await inViewport(page, 'add-to-cart');
      const total = await modal.getByTestId('product-total').getAttribute('data-total');
      await expect(modal.getByTestId('add-to-cart')).toContainText(`$${total}`);
      await body.evaluate((el) => el.scrollTo(0, 0));
      await inViewport(page, 'add-to-cart');

      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect.poll(() => activeCardUuid(page)).toBe(BURGER);

      await card(page).click();
      await expect(modal.getByRole('heading', { name: 'Classic Cheeseburger' })).toBeVisible();
      await modal.getByTestId('product-modal-close').click();
      await expect(modal).toBeHidden();
      await expect.poll(() => activeCardUuid(page)).toBe(BURGER);
    });
  });
}

test('quantity buttons name their product in the modal and in the cart, in English and Arabic', async ({ page }) => {
  await page.goto('/restaurant/3');
  await card(page).click();
  const modal = page.getByTestId('product-modal');
  await expect(modal.getByRole('button', { name: 'Increase quantity of Classic Cheeseburger' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Decrease quantity of Classic Cheeseburger' })).toBeDisabled();
  const addonName = (await modal.getByTestId('addon').first().locator('p').first().textContent())!.trim();
  await expect(modal.getByTestId('addon').first().getByRole('button', { name: `Increase quantity of ${addonName}` })).toBeVisible();
  await modal.getByRole('button', { name: 'Increase quantity of Classic Cheeseburger' }).click();
  await modal.getByTestId('add-to-cart').click();
  await expect(modal).toBeHidden();
  const panel = page.getByTestId('cart-panel');
  await expect(panel).toHaveAttribute('data-count', '2');
  await expect(panel.getByRole('button', { name: 'Decrease quantity of Classic Cheeseburger' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Increase quantity of Classic Cheeseburger' }).click();
  await expect(panel).toHaveAttribute('data-count', '3');

  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/ar/restaurant/3');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await card(page).click();
  const arModal = page.getByTestId('product-modal');
  await expect(arModal.getByRole('button', { name: /^زيادة كمية / }).first()).toBeVisible();
  await expect.poll(() => activeTestId(page)).toBe('product-modal-title');
  await inViewport(page, 'add-to-cart');
  await page.keyboard.press('Escape');
  await expect(arModal).toBeHidden();
  await expect.poll(() => activeCardUuid(page)).toBe(BURGER);
});
