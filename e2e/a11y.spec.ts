import { expect, test } from './support/test';
import { axeProblems } from './support/axe';
import { BURGER } from './support/demo-api';
import { DEVICES, type DeviceName } from './support/devices';
import { signInThroughApi } from './support/sign-in';

/**
 * axe on what only a click shows: every page as it loads is audited by the crawl (crawl.spec.ts, same rules:
 * support/axe.ts), so this spec opens the overlays and panels no page load opens — the product modal and the
 * header's search panel (suggestions, then recent searches), the parcel form's address suggestions — on a phone and a desktop, in English and Arabic.
 */

for (const device of Object.keys(DEVICES) as DeviceName[]) {
  for (const locale of ['en', 'ar'] as const) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    test.describe(`on a ${device} in ${locale}`, () => {
      test.use(DEVICES[device]);

      test('the product modal has no serious accessibility problems', async ({ page }) => {
        await page.goto(`${prefix}/restaurant/3?product=${BURGER}`);
        await expect(page.getByTestId('product-modal').getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await axeProblems(page, `${prefix}/restaurant/3 (product modal)`)).toEqual([]);
      });

      test('the search panel, with suggestions and with recent searches, has no serious accessibility problems', async ({ page }) => {
        test.slow(); // two page loads and two axe passes
        await page.goto(`${prefix}/`);
        await page.waitForLoadState('networkidle');
        const input = page.getByTestId('search-input').first();
        await input.fill('pizza');
        await expect(page.getByTestId('search-suggestions')).toBeVisible();
        const problems = await axeProblems(page, `${prefix}/ (search suggestions)`);
        await input.press('Enter');
        await expect(page).toHaveURL(/\/search\?q=pizza$/);
        await page.goto(`${prefix}/`);
        await page.waitForLoadState('networkidle');
        await page.getByTestId('search-input').first().click();
        await expect(page.getByTestId('search-history')).toBeVisible();
        problems.push(...(await axeProblems(page, `${prefix}/ (recent searches)`)));
        expect(problems, problems.join('\n')).toEqual([]);
      });

      test("the parcel form's address suggestions have no serious accessibility problems and answer the keyboard", async ({ page }) => {
        await signInThroughApi(page.request);
        await page.goto(`${prefix}/parcel-checkout`);
        await expect(page.getByTestId('parcel-form')).toHaveAttribute('data-hydrated', 'true');
        const box = page.getByTestId('parcel-from').getByTestId('address-search');
        await box.fill('Lind');
        await expect(page.getByTestId('address-suggestion').first()).toBeVisible();
        await expect(box).toHaveAttribute('aria-expanded', 'true');
        const problems = await axeProblems(page, `${prefix}/parcel-checkout (address suggestions)`);
        // The plain combobox (PlainAddressSearch): arrow down highlights the first suggestion, Enter picks it.
        const first = (await page.getByTestId('address-suggestion').first().textContent())!.trim();
        await box.press('ArrowDown');
        await expect(box).toHaveAttribute('aria-activedescendant', /-option-0$/);
        await box.press('Enter');
        await expect(page.getByTestId('address-suggestion')).toHaveCount(0);
        await expect(box).not.toHaveValue('Lind');
        expect(first).toContain(await box.inputValue());
        await expect(page).toHaveURL(new RegExp(`${prefix}/parcel-checkout$`));
        expect(problems, problems.join('\n')).toEqual([]);
      });
    });
  }
}
