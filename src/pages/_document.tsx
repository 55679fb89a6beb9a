import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import type { ReactElement } from 'react';
import { createEmotionCache } from '@/ui/app/emotion-cache';
import { pageJsonLd } from '@/ui/seo/page-jsonld';
import { securePageResponse } from '@/ui/ssr/page-security';
import { scriptsAfterFirstPaint } from '@/ui/ssr/scripts-after-first-paint';
import { keepRenderedSections } from '@/ui/ssr/section-cache';
import { directionOf, loadPublicData } from '@/ui/ssr/public-data';

type Props = DocumentInitialProps & DocumentHeadTagsProps & { locale: string; dir: 'ltr' | 'rtl'; theme?: 'light' | 'dark'; nonce?: string; jsonLd: readonly string[] };

type DocumentFiles = Parameters<Head['getScripts']>[0];
type ScriptTag = ReactElement<{ src?: string }> | null;

/**
 * Next's `<Head>`, with the page's script tags replaced by one inline loader that asks for them after the first
 * contentful paint (scripts-after-first-paint.ts, ADR 0053). Inline scripts Next writes (Turbopack's chunk list)
 * stay where they are; the `nomodule` polyfills stay tags (modern browsers never fetch them). Development keeps
 * Next's tags.
 */
class HeadWithScriptsAfterPaint extends Head {
  getDynamicChunks(files: DocumentFiles): ScriptTag[] {
    return process.env.NODE_ENV === 'production' ? [] : super.getDynamicChunks(files);
  }

  getScripts(files: DocumentFiles): ReactElement[] {
    if (process.env.NODE_ENV !== 'production') return super.getScripts(files);
    const tags = [...(super.getDynamicChunks(files) as ScriptTag[]), ...(super.getScripts(files) as ScriptTag[])].filter((t) => t !== null);
    const urls = tags.flatMap((t) => (t.props.src ? [t.props.src] : []));
    if (urls.length === 0) return tags;
    const loader = <script key="scripts-after-first-paint" nonce={this.props.nonce} dangerouslySetInnerHTML={{ __html: scriptsAfterFirstPaint(urls) }} />;
    return [...tags.filter((t) => !t.props.src), loader];
  }
}

/**
 * `<html lang dir data-theme>` and the emotion styles are right in the server HTML, for every language; scripts
 * carry the response's CSP nonce and are asked for after the first paint (HeadWithScriptsAfterPaint above, ADR 0053).
 * The page's JSON-LD (src/ui/seo/page-jsonld.ts) is written here, for crawlers: the document is never hydrated,
 * so it stays out of the page data.
 */
export default class GroopsDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const locale = ctx.locale ?? 'en';
    const languages = await loadPublicData(locale).then((d) => d.languages).catch(() => undefined);
    const dir = directionOf(locale, languages);
    const initial = await documentGetInitialProps(ctx, { emotionCache: createEmotionCache(dir) });
    keepRenderedSections(ctx.req, ctx.res, initial.html);
    // The theme cookie picks the CSS variables' palette (globals.css) before any script runs; without it the
    // attribute is left out and prefers-color-scheme decides, in CSS (no inline script: the CSP allows none).
    const theme = /(?:^|;\s*)theme=(dark|light)(?:;|$)/.exec(ctx.req?.headers.cookie ?? '')?.[1] as Props['theme'];
    // This response's CSP nonce (made by the page's getServerSideProps, or here for error pages that had none);
    // every script Next writes must carry it.
    const nonce = ctx.req && ctx.res ? securePageResponse(ctx.req, ctx.res) : undefined;
    return { ...initial, locale, dir, ...(theme ? { theme } : {}), nonce, jsonLd: pageJsonLd(ctx.res) };
  }

  render() {
    return (
      <Html lang={this.props.locale} dir={this.props.dir} data-theme={this.props.theme}>
        <HeadWithScriptsAfterPaint nonce={this.props.nonce}>
          <meta name="theme-color" content="#1f9d55" />
          <link rel="icon" href="/images/icon.svg" type="image/svg+xml" />
          <DocumentHeadTags emotionStyleTags={this.props.emotionStyleTags} />
          {this.props.jsonLd.map((json, i) => (
            <script key={`ld-${i}`} type="application/ld+json" nonce={this.props.nonce} data-page-ld="" dangerouslySetInnerHTML={{ __html: json }} />
          ))}
        </HeadWithScriptsAfterPaint>
        <body>
          <Main />
          <NextScript nonce={this.props.nonce} />
        </body>
      </Html>
    );
  }
}
