/**
 * The page's own scripts are asked for once the browser has shown the server-rendered page (its first contentful
 * paint), not while the HTML, the styles and the first screen's images are still arriving (ADR 0053). Scripts
 * only make the page interactive; what a visitor sees is all in the HTML. The same order as Next's `defer` tags
 * (`async = false` keeps insertion order), the inline script's own CSP nonce. Never before the document is parsed:
 * like `defer`, the scripts must find the whole page (Next reads `__NEXT_DATA__` at the end of the body), and the
 * first paint can come while a long page is still arriving.
 *
 * Started at the first contentful paint, or at once when the page is hidden (a background tab paints nothing), or
 * after the next frame where the browser has no paint timing, and at the latest `LATEST_START_MS` after the
 * document's head was read, so a page that paints late is still made interactive.
 */
export const LATEST_START_MS = 1000;

/** The inline loader's source: plain ES5, it runs before any script of ours. */
export function scriptsAfterFirstPaint(urls: readonly string[], latestStartMs = LATEST_START_MS): string {
  // The URL list is JSON inside an inline script: `<` is escaped so no `</script>` can end it early.
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return `(function(u){var d=document,me=d.currentScript,n=me&&me.nonce,s=0;function go(){if(s)return;if(d.readyState==='loading')return d.addEventListener('DOMContentLoaded',go);s=1;for(var i=0;i<u.length;i++){var e=d.createElement('script');e.src=u[i];e.async=false;if(n)e.nonce=n;d.head.appendChild(e)}}
if(d.visibilityState==='hidden')return go();setTimeout(go,${latestStartMs});var P=window.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){var es=l.getEntries();for(var i=0;i<es.length;i++)if(es[i].name==='first-contentful-paint'){o.disconnect();go()}}).observe({type:'paint',buffered:true});
else requestAnimationFrame(function(){setTimeout(go,0)})})(${list});`;
}
