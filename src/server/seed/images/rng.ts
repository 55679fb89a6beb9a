// Tiny deterministic PRNG helpers: the same seed string always yields the same
// sequence, so the same product/shop name always gets the same picture.

/** FNV-1a 32-bit hash of a string (UTF-16 code units), as an unsigned int. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Float in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Short id-safe token (for SVG ids that must not collide inside one document). */
  id(prefix: string): string;
  /** Independent generator derived from this seed and a label. */
  fork(label: string): Rng;
}

/** mulberry32 generator seeded by the FNV-1a hash of `seed`. */
export function createRng(seed: string): Rng {
  let state = hashString(seed) || 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (p) => next() < p,
    id: (prefix) => `${prefix}${Math.floor(next() * 0xffffff).toString(36)}`,
    fork: (label) => createRng(`${seed}\u0000${label}`),
  };
  return rng;
}

/** Deterministic integer in [0, n) from a string, without building a generator. */
export function hashPick(seed: string, n: number): number {
  return n <= 0 ? 0 : hashString(seed) % n;
}
