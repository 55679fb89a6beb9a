/** Next calls register() once when a server process starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { renderBoundariesInline } = await import('./server/render/inline-boundaries');
  renderBoundariesInline();
  const [{ tightenServerTimeouts }, { readConfig }] = await Promise.all([import('./server/http/server-timeouts'), import('./server/config')]);
  tightenServerTimeouts(readConfig());
}
