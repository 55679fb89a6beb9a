import type { HttpMethod, RouteDef } from './route';

interface Compiled {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

export type RouteMatch =
  | { kind: 'route'; route: RouteDef; params: Record<string, string> }
  | { kind: 'method'; allow: HttpMethod[] }
  | { kind: 'none' };

function compile(route: RouteDef): Compiled {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        names.push('rest');
        return '(.+)';
      }
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), names };
}

/** Literal segments win over params, so "/rest/shops/recommended" is not read as "/rest/shops/:id". */
function specificity(path: string): number[] {
  return path.split('/').map((s) => (s.startsWith(':') || s === '*' ? 0 : 1));
}

function compareSpecificity(a: RouteDef, b: RouteDef): number {
  const sa = specificity(a.path);
  const sb = specificity(b.path);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const d = (sb[i] ?? 0) - (sa[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export function createRouter(routes: RouteDef[]) {
  const compiled = [...routes].sort(compareSpecificity).map(compile);
  return {
    routes: compiled.map((c) => c.route),
    match(method: string, path: string): RouteMatch {
      const allow = new Set<HttpMethod>();
      for (const c of compiled) {
        const m = c.pattern.exec(path);
        if (!m) continue;
        if (c.route.method === method) {
          const params: Record<string, string> = {};
          let ok = true;
          c.names.forEach((name, i) => {
            try {
              params[name] = decodeURIComponent(m[i + 1]);
            } catch {
              ok = false;
            }
          });
          if (ok) return { kind: 'route', route: c.route, params };
        }
        allow.add(c.route.method);
      }
      return allow.size ? { kind: 'method', allow: [...allow] } : { kind: 'none' };
    },
  };
}
