import type { Page } from '@playwright/test';

/** What a visitor sees of one section heading: on screen, and whether its section showed items beside the heading. */
export interface SeenHeading {
  text: string;
  items: number;
}

/**
 * The scroll position, whether it is the bottom, and the h2 headings inside the viewport now, each with the number of items of its section (links, list rows, images,
 * buttons, paragraphs with a box and text or an image) outside the heading's own row: a "see all" link or a
 * skeleton is not content. Read in the page, where content-visibility has rendered what is on screen.
 */
export function headingsOnScreen(page: Page): Promise<{ headings: SeenHeading[]; atBottom: boolean; y: number; inPage: string }> {
  return page.evaluate(async () => {
    // Two frames after the scroll came to rest: content-visibility decides what is on screen when a frame is made, so
    // a busy renderer may not have shown the sections scrolled to yet (capped, should a frame not come).
    await new Promise((done) => {
      requestAnimationFrame(() => requestAnimationFrame(done));
      setTimeout(done, 1_000);
    });
    const height = window.innerHeight;
    const atBottom = window.scrollY + height >= document.documentElement.scrollHeight - 2;
    const headings = [...document.querySelectorAll('h2')].flatMap((h2) => {
      const box = h2.getBoundingClientRect();
      if (box.height === 0 || box.bottom <= 0 || box.top >= height || !h2.checkVisibility()) return [];
      const section = h2.closest('section, footer') ?? h2.parentElement!;
      const head = h2.parentElement === section ? h2 : h2.parentElement!;
      const items = [...section.querySelectorAll('a[href], li, dt, img, button, p')].filter((el) => {
        if (head.contains(el)) return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (el.tagName === 'IMG' || Boolean(el.textContent?.trim()));
      });
      return [{ text: h2.textContent?.trim() ?? '', items: items.length }];
    });
    // Where every h2 of the page is now (document top, height): what a failure report needs to tell a heading
    // scrolled past from one that was not in the page yet.
    const inPage = [...document.querySelectorAll('h2')]
      .map((h2) => `${h2.textContent?.trim().slice(0, 24)}@${Math.round(h2.getBoundingClientRect().top + window.scrollY)}/${Math.round(h2.getBoundingClientRect().height)}`)
      .join(', ');
    return { headings, atBottom, y: window.scrollY, inPage };
  });
}

/** Whether the footer is on screen with at least one link that has text. */
export function footerOnScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const footer = document.querySelector('footer');
    if (!footer) return false;
    const box = footer.getBoundingClientRect();
    const onScreen = box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
    return onScreen && [...footer.querySelectorAll('a[href]')].some((a) => a.getBoundingClientRect().height > 0 && Boolean(a.textContent?.trim()));
  });
}

/** Waits until a wheel step has moved the page (or it is at the bottom) and the scroll has come to rest. */
function scrollSettled(page: Page, before: number) {
  return page
    .waitForFunction(
      (from) => {
        const state = window as unknown as { lastScrollY?: number };
        const y = window.scrollY;
        const resting = state.lastScrollY === y;
        state.lastScrollY = y;
        return resting && (y !== from || y + window.innerHeight >= document.documentElement.scrollHeight - 2);
      },
      before,
      { polling: 60, timeout: 10_000 },
    )
    .catch(() => undefined);
}

/**
 * Scrolls to the bottom with the mouse wheel only (no click, no key: those end deferred hydration on their own),
 * three quarters of a screen per step, each step at rest before the next look, so every heading passes through
 * the viewport; returns every heading seen with the most items it showed, and whether the footer was on screen
 * with its links at the bottom. On a loaded machine a step can still be on its way when the next one is sent, and
 * the two together jump over more than a screen: the wheel then goes back up by the part never on screen.
 * With `expected`, a heading never met on the way down is wheeled back to once the bottom is reached.
 */
export async function wheelToBottom(page: Page, expected?: string[]): Promise<{ seen: Map<string, number>; footer: boolean; trail: string[] }> {
  const { width, height } = page.viewportSize()!;
  const stepPx = Math.round(height * 0.75);
  await page.mouse.move(width / 2, height / 2);
  const seen = new Map<string, number>();
  let bottomSteps = 0;
  let lookedAt: number | undefined;
  const trail: string[] = [];
  for (let step = 0; step < 100 && bottomSteps < 2; step += 1) {
    const { headings, atBottom, y, inPage } = await headingsOnScreen(page);
    trail.push(`y=${y} of ${height} saw [${headings.map((h) => `${h.text}:${h.items}`).join(', ')}] page h2s [${inPage}]`);
    for (const { text, items } of headings) seen.set(text, Math.max(items, seen.get(text) ?? 0));
    const skipped = lookedAt === undefined ? 0 : y - lookedAt - stepPx;
    if (skipped > height * 0.2) {
      console.log(`wheel: ${skipped} px at ${y} never on screen on ${page.url()}, going back`);
      await page.mouse.wheel(0, -skipped);
      await scrollSettled(page, y);
      lookedAt = undefined;
      continue;
    }
    lookedAt = y;
    // At the bottom twice in a row: a list that loads more on scroll has had its chance to grow.
    bottomSteps = atBottom ? bottomSteps + 1 : 0;
    await page.mouse.wheel(0, stepPx);
    await scrollSettled(page, y);
  }
  const footer = await footerOnScreen(page);
  if (expected) await revisitUnseen(page, expected, seen, trail);
  return { seen, footer, trail };
}

/**
 * A list that grows or shrinks as it loads more moves everything after it, sometimes past a look (seen in CI under
 * load: the sections right after the restaurants list). Each expected heading not yet met is looked for in the
 * page and wheeled to, as a visitor scrolls back to it; one that is not in the page stays unseen.
 */
async function revisitUnseen(page: Page, expected: string[], seen: Map<string, number>, trail: string[]) {
  const { height } = page.viewportSize()!;
  for (const text of expected.filter((heading) => !seen.has(heading))) {
    const top = await page.evaluate((wanted) => {
      const h2 = [...document.querySelectorAll('h2')].find((h) => h.textContent?.trim() === wanted);
      return h2 ? h2.getBoundingClientRect().top : null;
    }, text);
    if (top === null) continue;
    console.log(`wheel: "${text}" not met on the way down on ${page.url()}, wheeling back to it`);
    const y = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, Math.round(top - height / 3));
    await scrollSettled(page, y);
    const { headings, y: at, inPage } = await headingsOnScreen(page);
    for (const { text: seenText, items } of headings) seen.set(seenText, Math.max(items, seen.get(seenText) ?? 0));
    trail.push(`revisit "${text}": y=${at} saw [${headings.map((h) => `${h.text}:${h.items}`).join(', ')}] page h2s [${inPage}]`);
  }
}

/** Scrolls down a screen at a time, the way a thumb does, pausing `pauseMs` after each, until the bottom. */
export async function scrollToBottomByScreens(page: Page, pauseMs: number): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(pauseMs);
    if (atBottom) return;
  }
}
