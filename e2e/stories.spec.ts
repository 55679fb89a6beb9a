import { expect, test, type Locator } from './support/test';

/** The round's section has hydrated: a click then opens the viewer instead of following the shop link. */
async function hydrated(round: Locator) {
  await expect.poll(() => round.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))).toBe(true);
}

/**
 * The stories viewer (issue 18 item 4): a story round opens a full-screen dialog with progress bars that fill
 * on their own; next by key and by tap; Escape closes and gives focus back; a seen story is dimmed, also after
 * a reload (localStorage).
 */

test('stories open full screen, advance by key and tap, close with Escape, and are dimmed once seen', async ({ page }) => {
  await page.goto('/');
  const rounds = page.getByTestId('story-round');
  await expect(rounds.first()).toBeVisible();
  await expect(rounds.first()).not.toHaveAttribute('data-viewed', /.*/);
  await hydrated(rounds.first());
  await rounds.first().click();

  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByTestId('story-close')).toBeFocused();
  await expect(page).toHaveURL(/\/$/);

  // The first bar fills by itself.
  const fill = page.getByTestId('story-progress').first().locator('span');
  await expect.poll(async () => fill.evaluate((el) => parseFloat((el as HTMLElement).style.width)), { timeout: 4000 }).toBeGreaterThan(10);

  const position = page.getByTestId('story-position');
  const title = async () => (await viewer.getAttribute('aria-label')) ?? '';
  const before = `${await title()}|${await position.textContent()}`;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => `${await title()}|${await position.textContent()}`).not.toBe(before);

  const afterKey = `${await title()}|${await position.textContent()}`;
  await page.getByTestId('story-next').click();
  await expect.poll(async () => `${await title()}|${await position.textContent()}`).not.toBe(afterKey);

  await page.getByTestId('story-prev').click();
  await expect.poll(async () => `${await title()}|${await position.textContent()}`).toBe(afterKey);

  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(rounds.first()).toBeFocused();
  await expect(rounds.first()).toHaveAttribute('data-viewed', 'true');

  await page.reload();
  await expect(rounds.first()).toHaveAttribute('data-viewed', 'true');
  await expect(rounds.last()).not.toHaveAttribute('data-viewed', /.*/);
});

test('holding a story pauses it; the shop link leads to the shop', async ({ page }) => {
  await page.goto('/');
  const round = page.getByTestId('story-round').first();
  await expect(round).toBeVisible();
  const href = await round.getAttribute('href');
  await hydrated(round);
  await round.click();
  const viewer = page.getByTestId('story-viewer');
  await expect(viewer).toBeVisible();
  const box = (await viewer.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(viewer).toHaveAttribute('data-paused', 'true');
  const fill = page.getByTestId('story-progress').first().locator('span');
  const width = await fill.evaluate((el) => (el as HTMLElement).style.width);
  await page.waitForTimeout(600);
  expect(await fill.evaluate((el) => (el as HTMLElement).style.width)).toBe(width);
  await page.mouse.up();
  await expect(viewer).not.toHaveAttribute('data-paused', /.*/);
  await page.getByTestId('story-shop').click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});
