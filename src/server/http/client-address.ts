import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Who the client is. X-Forwarded-For and X-Forwarded-Proto are written by whoever sends the request, so they
 * are believed only when the socket peer is one of our own proxies (TRUSTED_PROXIES). Otherwise any client
 * could pick a fresh address per request and reset every per-IP limit.
 */
export interface ClientAddress {
  ip: string;
  secure: boolean;
}

/** "::ffff:1.2.3.4" (IPv4 on a dual-stack socket) is the address 1.2.3.4. */
const plain = (address: string) => address.trim().replace(/^::ffff:(?=[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$)/i, '');

const compiled = new WeakMap<readonly string[], BlockList>();

/** The proxy list as a BlockList (built once per config; entries are validated by readConfig). */
function proxyList(entries: readonly string[]): BlockList {
  let list = compiled.get(entries);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const [address, prefix] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(plain(address), type);
      else list.addSubnet(plain(address), Number(prefix), type);
    }
    compiled.set(entries, list);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

const headerValues = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : (value ?? '')).split(',').map((v) => v.trim());

/**
 * The client's address and scheme for a request that reached us from `peer` (the socket's remote address).
 * Behind trusted proxies, X-Forwarded-For is walked right to left, skipping our own hops: the first address
 * a trusted proxy did not add itself is the client. Anything to its left was written by the client.
 */
export function resolveClient(peer: string, encrypted: boolean, headers: IncomingHttpHeaders, trustedProxies: readonly string[]): ClientAddress {
  const socketIp = plain(peer || 'unknown');
  const list = proxyList(trustedProxies);
  if (!trustedProxies.length || !isTrusted(list, socketIp)) return { ip: socketIp, secure: encrypted };
  let ip = socketIp;
  for (const hop of headerValues(headers['x-forwarded-for']).reverse()) {
    const address = plain(hop);
    // A malformed entry ends the walk: the last trusted hop stands for the client.
    if (!isIP(address)) break;
    ip = address;
    if (!isTrusted(list, address)) break;
  }
  const proto = headerValues(headers['x-forwarded-proto'])[0];
  return { ip, secure: encrypted || proto === 'https' };
}
