import { expect, test, type APIRequestContext, type Page } from './support/test';
import { signInThroughApi } from './support/sign-in';
import { PER_PAGE } from '../src/ui/content/queries';
import { decodeHtml } from './support/server-html';

/** Content and account pages: server-rendered CMS content, infinite lists, RTL, guards and the signed-in pages. */

async function api<T = any>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1/${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The page's HTML exactly as the server sent it (what a crawler sees), with entities decoded. */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return decodeHtml(await res.text());
}

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('about, blog, a post, careers, a position, help, privacy and terms come with their seeded content in the server HTML', async ({ request }) => {
  const about = await api(request, 'rest/pages/paginate?type=all_about&perPage=10');
  expect(about.data.length).toBeGreaterThan(0);
  const aboutHtml = await serverHtml(request, '/about');
  for (const section of about.data) expect(aboutHtml).toContain(section.translation.title);
  expect(aboutHtml).toContain('About us — Groops</title>');

  const blogs = await api(request, `rest/blogs/paginate?type=blog&perPage=${PER_PAGE.blogs}`);
  const blogHtml = await serverHtml(request, '/blog');
  for (const post of blogs.data) expect(blogHtml).toContain(post.translation.title);

  const post = blogs.data[0];
  const postHtml = await serverHtml(request, `/blog/${post.uuid}`);
  expect(postHtml).toContain(post.translation.title);
  expect(postHtml).toContain(`${post.translation.title} — Groops</title>`);
  // The body is plain text: the CMS markup is neither rendered as HTML nor shown escaped.
  expect(postHtml).not.toContain('&lt;p&gt;');
  const firstWords = post.translation.description.replace(/<[^>]+>/g, ' ').trim().split(/\s+/).slice(0, 6).join(' ');
  expect(postHtml).toContain(firstWords);

  const careers = await api(request, `rest/careers/paginate?perPage=${PER_PAGE.careers}`);
  const careersHtml = await serverHtml(request, '/careers');
  for (const career of careers.data) expect(careersHtml).toContain(career.translation.title);
  expect(await serverHtml(request, `/careers/${careers.data[0].id}`)).toContain(careers.data[0].translation.title);

  const faqs = await api(request, `rest/faqs/paginate?perPage=${PER_PAGE.faqs}`);
  const helpHtml = await serverHtml(request, '/help');
  for (const faq of faqs.data) expect(helpHtml).toContain(faq.translation.question);

  for (const [path, endpoint] of [['/privacy', 'rest/policy'], ['/terms', 'rest/term']]) {
    const legal = await api(request, endpoint);
    expect(await serverHtml(request, path)).toContain(legal.data.translation.title);
  }
});

test('unknown blog posts and positions answer the 404 page', async ({ request }) => {
  expect((await request.get('/blog/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  expect((await request.get('/blog/not-a-uuid')).status()).toBe(404);
  expect((await request.get('/careers/999999')).status()).toBe(404);
});

test('"load more" on /blog reads the next page until the last one', async ({ page, request }) => {
  const first = await api(request, `rest/blogs/paginate?type=blog&perPage=${PER_PAGE.blogs}`);
  expect(first.meta.last_page).toBeGreaterThan(1);
  const second = await api(request, `rest/blogs/paginate?type=blog&perPage=${PER_PAGE.blogs}&page=2`);
  await page.goto('/blog');
  const cards = page.getByTestId('blog-card');
  await expect(cards).toHaveCount(first.data.length);
  await page.getByTestId('load-more').click();
  await expect(cards).toHaveCount(first.data.length + second.data.length);
  await expect(page.getByText(second.data[0].translation.title)).toBeVisible();
  if (first.meta.last_page === 2) await expect(page.getByTestId('load-more')).toHaveCount(0);
  await page.getByText(second.data[0].translation.title).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${second.data[0].uuid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.data[0].translation.title);
});

test('/help opens answers in the accordion and loads more questions', async ({ page, request }) => {
  const first = await api(request, `rest/faqs/paginate?perPage=${PER_PAGE.faqs}`);
  await page.goto('/help');
  const question = page.getByRole('button', { name: first.data[0].translation.question });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(first.data[0].translation.answer.split('. ')[0])).toBeVisible();
  if (first.meta.last_page > 1) {
    const second = await api(request, `rest/faqs/paginate?perPage=${PER_PAGE.faqs}&page=2`);
    await page.getByTestId('load-more').click();
    await expect(page.getByRole('button', { name: second.data[0].translation.question })).toBeVisible();
  }
  // Support chat exists now: the help centre offers it (a guest signs in on the way).
  await page.getByTestId('help-chat').click();
  await page.waitForURL(/\/login/);
});

test('/ar/blog is right-to-left with Arabic titles, and fits a 360 px screen', async ({ page, request }) => {
  const blogs = await api(request, `rest/blogs/paginate?type=blog&perPage=${PER_PAGE.blogs}&lang=ar`);
  expect(blogs.data[0].translation.locale).toBe('ar');
  const html = await serverHtml(request, '/ar/blog');
  expect(html).toMatch(/<html[^>]*dir="rtl"/);
  expect(html).toContain(blogs.data[0].translation.title);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ar/blog');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(blogs.data[0].translation.title)).toBeVisible();
  await noSideScroll(page);
  for (const path of ['/about', '/help', '/careers', '/ar/about', '/ar/help']) {
    await page.goto(path);
    await noSideScroll(page);
  }
});

test('guests opening signed-in pages land on /login', async ({ page }) => {
  for (const path of ['/profile', '/orders', '/reservations']) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(307);
    expect(res.headers().location, path).toContain('/login');
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login(\?|$)/);
  }
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page.request);
  });

  test('/profile shows the user and the wallet balance with its currency symbol', async ({ page }) => {
    const me = (await (await page.request.get('/api/v1/dashboard/user/profile/show')).json()).data;
    const amount = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(me.wallet.price);
    await page.goto('/profile');
    await expect(page).toHaveTitle('Profile — Groops');
    await expect(page.getByTestId('profile-full-name')).toContainText('Alex');
    await expect(page.getByTestId('profile-email')).toHaveText(me.email);
    await expect(page.getByTestId('wallet-balance')).toHaveText(`${me.wallet.symbol}${amount}`);
    await expect(page.getByTestId('update-details-link')).toHaveAttribute('href', '/update-details');
    await expect(page.getByTestId('update-password-link')).toHaveAttribute('href', '/update-password');
    await page.setViewportSize({ width: 360, height: 740 });
    await noSideScroll(page);
  });

  // Empty order tabs of a new customer: e2e/orders.spec.ts.
  test('/orders lists the seeded past orders under History; /reservations its own empty state', async ({ page }) => {
    await page.goto('/orders');
    await page.getByTestId('orders-tab-history').click();
    await expect(page.getByTestId('orders-panel-history').getByTestId('order-card').first()).toBeVisible();
    await expect(page.getByTestId('orders-panel-active')).toBeHidden();
    await page.goto('/reservations');
    await expect(page.getByText('No reservations yet')).toBeVisible();
  });

  // Sending it (a fresh account each time, so the demo customer never becomes a seller): e2e/applications.spec.ts.
  test('/be-seller validates the application next to each field', async ({ page }) => {
    await page.goto('/be-seller');
    // Submitting before hydration would be the browser's own form post: wait for React's handlers.
    await expect(page.getByTestId('seller-form')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('seller-submit').click();
    await expect(page.getByText('Required').first()).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await page.getByLabel('Business name').fill('Corner Bakery');
    await page.getByLabel('Restaurant').check();
    await page.getByLabel('Phone number').fill('12');
    await page.getByLabel('Address').fill('1 Main St, Washington, DC');
    await page.getByLabel('Description').fill('Fresh bread every morning.');
    await page.getByTestId('seller-submit').click();
    await expect(page.getByText('Phone number is invalid')).toBeVisible();
    await expect(page.getByLabel('Business name')).toHaveValue('Corner Bakery');
  });
});
