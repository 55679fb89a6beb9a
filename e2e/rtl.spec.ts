import { expect, test } from './support/test';
import { glyphBoxes } from './support/bidi';
import { api, BURGER, BURGER_SHOP } from './support/demo-api';

/**
 * Right to left done properly: Latin addresses, signed prices and phone numbers keep their own order inside
 * Arabic pages (isolated with <bdi> / dir), and option values and the footer read in the page's language.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test('an Arabic page keeps a Latin address in its own order: the house number stays before the street', async ({ page, request }) => {
  const address: string = (await api(request, 'rest/shops/1?lang=ar')).data.translation.address;
  const number = address.match(/^\d+/)?.[0];
  const street = address.match(/[A-Za-z]+/)?.[0];
  expect(number && street, address).toBeTruthy();

  await page.goto('/ar/restaurant/1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const value = page.getByTestId('shop-header').locator('bdi').filter({ hasText: address });
  await expect(value).toHaveText(address);
  // Isolated, the address takes the direction of its first strong letter (Latin): left to right.
  expect(await value.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  const [digit, letter] = await glyphBoxes(value, [0, address.indexOf(street!)]);
  expect(Math.abs(digit.top - letter.top), 'number and street on one line').toBeLessThan(4);
  expect(digit.left, `"${number}" is drawn left of "${street}"`).toBeLessThan(letter.left);

  // Branch addresses are isolated the same way.
  await expect(page.getByTestId('shop-branches').locator('li bdi').first()).toBeVisible();
});

test('an add-on price reads "+$1.19" on an Arabic page, and option values are in Arabic', async ({ page, request }) => {
  const product = (await api(request, `rest/products/${BURGER}?lang=ar`)).data;
  const values = product.stocks.flatMap((s: any) => s.extras.map((e: any) => e.translation?.title));
  expect(values).toEqual(expect.arrayContaining(['مفردة', 'مزدوجة']));

  await page.goto(`/ar/restaurant/${BURGER_SHOP}?product=${BURGER}`);
  const modal = page.getByTestId('product-modal');
  await expect(modal).toBeVisible();
  for (const value of ['مفردة', 'مزدوجة']) await expect(modal.getByRole('radio', { name: value })).toBeVisible();
  await expect(modal.getByRole('radio', { name: 'Single' })).toHaveCount(0);

  const price = modal.getByTestId('addon-price').first();
  const text = (await price.textContent()) ?? '';
  expect(text).toMatch(/^\+\D*\d/);
  const firstDigit = text.search(/\d/);
  const [plus, symbol, digit] = await glyphBoxes(price, [0, 1, firstDigit]);
  expect(plus.left, `"${text}": the sign comes first`).toBeLessThan(symbol.left);
  expect(symbol.left, `"${text}": then the currency`).toBeLessThan(digit.left);
});

test('the footer copyright and the phone read right in every language', async ({ page }) => {
  const year = new Date().getFullYear();
  const expected: Record<string, string> = { en: 'All rights reserved.', ar: 'جميع الحقوق محفوظة', fr: 'Tous droits réservés', es: 'Todos los derechos reservados' };
  const tagline: Record<string, RegExp> = { en: /neighbourhood/, ar: /حيّك/, fr: /quartier/, es: /barrio/ };
  for (const [lng, words] of Object.entries(expected)) {
    await page.goto(lng === 'en' ? '/about' : `/${lng}/about`);
    const line = page.locator('footer > p').last();
    await expect(line).toContainText(words);
    await expect(line).toContainText(String(year));
    await expect(line).toContainText(tagline[lng]);
  }
  // On the Arabic page the phone number keeps its "+" in front.
  const phone = page.locator('footer a[href^="tel:"]');
  await page.goto('/ar/about');
  const text = (await phone.textContent()) ?? '';
  expect(text.startsWith('+')).toBe(true);
  const [plus, digit] = await glyphBoxes(phone, [0, 1]);
  expect(plus.left).toBeLessThan(digit.left);
});
