/** PUBLIC_URL (the site's public origin, e.g. https://groops.example) without a trailing slash, or null when unset. */
export function configuredPublicUrl(env: Record<string, string | undefined> = process.env): string | null {
  const configured = env.PUBLIC_URL?.trim();
  return configured ? configured.replace(/\/+$/, '') : null;
}
