import type { Locator } from '@playwright/test';

/**
 * Where the characters at `indices` of an element's text (its text nodes in document order) are drawn: the
 * left edge and top of each glyph's box. With the right bidi isolation "+$1.19" reads + $ 1 from left to
 * right even on a right-to-left page; without it the browser moves the sign to the other end.
 */
export async function glyphBoxes(locator: Locator, indices: number[]): Promise<Array<{ left: number; top: number }>> {
  return locator.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    return wanted.map((index) => {
      let offset = index;
      for (const node of nodes) {
        if (offset < node.data.length) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const box = range.getBoundingClientRect();
          return { left: box.left, top: box.top };
        }
        offset -= node.data.length;
      }
      throw new Error(`no character at ${index} in "${root.textContent}"`);
    });
  }, indices);
}
