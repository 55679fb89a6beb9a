import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SECTION_RENDER, type WithSectionCache } from '../app/section-cache-context';
import { attachSectionRender, keepRenderedSections, preloadedImages, sectionInnerHtml } from './section-cache';

const page = (id: string, inner: string) => `<main><div data-hydrate-later="${id}">${inner}</div><div data-hydrate-later="other"><p>x</p></div></main>`;

describe('sectionInnerHtml', () => {
  it('takes the inner HTML up to the section div\'s own closing tag', () => {
    expect(sectionInnerHtml(page('_R_1_', '<!--$--><div><div>a</div></div><p>b</p><!--/$-->'), '_R_1_')).toBe('<!--$--><div><div>a</div></div><p>b</p><!--/$-->');
  });
  it('finds a first-screen section by its id whatever attributes follow it', () => {
    const html = '<main><div data-hydrate-later="_R_1_" data-first-screen="true"><!--$--><p>a</p><!--/$--></div></main>';
    expect(sectionInnerHtml(html, '_R_1_')).toBe('<!--$--><p>a</p><!--/$-->');
  });
  it('keeps nothing for a missing or repeated id, or a section with raw text elements', () => {
    expect(sectionInnerHtml(page('_R_1_', 'a'), '_R_2_')).toBeNull();
    expect(sectionInnerHtml(page('_R_1_', 'a') + page('_R_1_', 'a'), '_R_1_')).toBeNull();
    expect(sectionInnerHtml(page('_R_1_', '<script>"</div>"</script>'), '_R_1_')).toBeNull();
  });
});

describe('preloadedImages', () => {
  it('lists the eager high-priority images with a srcset, unescaped; lazy ones need nothing', () => {
    const html = '<img alt="" loading="lazy" src="/a.webp"/><img alt="" fetchPriority="high" sizes="50vw" srcSet="/i?u=1&amp;w=256 256w" src="/i?u=1&amp;w=640"/>';
    expect(preloadedImages(html)).toEqual([{ src: '/i?u=1&w=640', imageSrcSet: '/i?u=1&w=256 256w', imageSizes: '50vw' }]);
  });
  it('refuses a section with an eager image React would preload differently', () => {
    expect(preloadedImages('<img alt="" src="/a.webp"/>')).toBeNull();
    expect(preloadedImages('<img alt="" fetchPriority="high" src="/a.webp"/>')).toBeNull();
  });
});

describe('a render reuses what an earlier render of the same page state kept', () => {
  // The key holds the minute: these renders all happen within one.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:10Z'));
    return () => vi.useRealTimers();
  });
  const request = () => ({}) as IncomingMessage;
  const response = () => {
    const headers: Record<string, string> = {};
    return { headers, res: { headersSent: false, setHeader: (k: string, v: string) => void (headers[k] = v) } as unknown as ServerResponse };
  };
  const props = (user: string | null, theme = 'system') => ({ locale: 'en', themeMode: theme, user: user && { firstname: user }, dehydratedState: { queries: [{ dataUpdatedAt: Math.random() }] } });
  const render = (req: IncomingMessage, p: object, url = '/') => (attachSectionRender(req, p, { url, origin: 'http://x' }) as WithSectionCache)[SECTION_RENDER]!;

  it('shares sections across users and clock readings, not across themes, URLs, minutes or with emotion classes', () => {
    const first = request();
    const one = render(first, props('Ann'));
    expect(one.cached('_R_a_')).toBeUndefined();
    one.miss('_R_a_');
    const out = response();
    keepRenderedSections(first, out.res, page('_R_a_', '<p>shops</p>'));
    expect(out.headers['X-Section-Cache']).toBe('hit=0 miss=1');

    expect(render(request(), props('Bob')).cached('_R_a_')?.html).toBe('<p>shops</p>');
    expect(render(request(), props(null)).cached('_R_a_')?.html).toBe('<p>shops</p>');
    expect(render(request(), props('Bob', 'dark')).cached('_R_a_')).toBeUndefined();
    expect(render(request(), props('Bob'), '/?v=2').cached('_R_a_')).toBeUndefined();

    const mui = request();
    render(mui, props('Ann')).miss('_R_m_');
    keepRenderedSections(mui, undefined, page('_R_m_', '<button class="MuiButton-root mui-1x2y3z">Add</button>'));
    expect(render(request(), props('Bob')).cached('_R_m_')).toBeUndefined();

    vi.setSystemTime(new Date('2026-11-26T12:01:00Z'));
    expect(render(request(), props('Bob')).cached('_R_a_')).toBeUndefined();
  });

  it('never serialises into the page data', () => {
    const p = attachSectionRender(request(), props('Ann'), { url: '/', origin: '' });
    expect(JSON.stringify(p)).not.toContain('cached');
    // Next copies the props with Object.assign before rendering: the symbol key goes along.
    expect((Object.assign({}, p) as WithSectionCache)[SECTION_RENDER]).toBeDefined();
  });

  it('prints a prop object shared by renders once (kept states, translations), and tells apart other contents', () => {
    let reads = 0;
    const translations = { get greeting() {
      reads += 1;
      return 'hello';
    } };
    const shared = (user: string) => ({ ...props(user), translations });
    const first = request();
    const one = render(first, shared('Ann'));
    expect(one.cached('_R_t_')).toBeUndefined();
    one.miss('_R_t_');
    keepRenderedSections(first, undefined, page('_R_t_', '<p>hi</p>'));
    expect(render(request(), shared('Bob')).cached('_R_t_')?.html).toBe('<p>hi</p>');
    expect(reads).toBe(1);
    expect(render(request(), { ...props('Bob'), translations: { greeting: 'hola' } }).cached('_R_t_')).toBeUndefined();
    expect(render(request(), { ...props('Bob'), translations: { greeting: 'hello' } }).cached('_R_t_')?.html).toBe('<p>hi</p>');
  });
});
