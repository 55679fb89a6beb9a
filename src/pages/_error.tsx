import NextError, { type ErrorProps } from 'next/error';
import type { NextPageContext } from 'next';

/**
 * Next's error page, rendered per request: with only the default one, Next prerenders /404 at build time, and a
 * prerendered page cannot carry the response's CSP nonce, so its scripts would be blocked (src/proxy.ts).
 * A getInitialProps of our own is what makes Next render 404 and 500 on demand.
 */
export default function ErrorPage({ statusCode }: ErrorProps) {
  return <NextError statusCode={statusCode} />;
}

ErrorPage.getInitialProps = (ctx: NextPageContext): Promise<ErrorProps> | ErrorProps => NextError.getInitialProps(ctx);
