import { expect, type Page } from '@playwright/test';

/** The far-away gazetteer place outside every delivery zone (seed: NO_ZONE_POINT). */
export const OUT_OF_ZONE_PLACE = 'Saltmarsh Harbor Terminal';

/** In the open "Deliver to" dialog: type, pick the first suggestion, confirm. Returns the picked label. */
export async function pickAddressInDialog(page: Page, typed: string): Promise<string> {
  await page.getByTestId('address-search').fill(typed);
  const suggestion = page.getByTestId('address-suggestion').first();
  await expect(suggestion).toBeVisible();
  const label = (await suggestion.textContent())!.trim();
  await suggestion.click();
  await expect(page.getByTestId('address-picked')).toHaveText(label);
  await page.getByTestId('address-save').click();
  return label;
}
