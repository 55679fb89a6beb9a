import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { slugify } from './images/store';

/** Seed data names images with slugs: the image store's own rule. */
export const slug = slugify;

/** What seed steps write through: the database or a transaction on it. */
export type SeedDb = Db;

/** A stable UUID (version 5 layout) from a name, so seeded uuids, links and tests never change between runs. */
export function seedUuid(name: string): string {
  const h = createHash('sha1').update(`groops-seed:${name}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export interface ImageJob {
  folder: string;
  name: string;
  width: number;
  height: number;
  build: () => string;
}

/**
 * Seed data names its images while it is generated; rendering them is a separate, skippable step
 * (API tests skip it; the app renders missing ones at start).
 */
export class ImagePlan {
  readonly jobs: ImageJob[] = [];

  /** Records an image and returns the URL it will be served at. */
  add(folder: string, name: string, size: { width: number; height: number }, build: () => string): string {
    const safeName = slugify(name);
    if (!this.jobs.some((j) => j.folder === folder && j.name === safeName)) this.jobs.push({ folder, name: safeName, ...size, build });
    return `/storage/images/${folder}/${safeName}.webp`;
  }
}

/** Inserts rows in chunks so one statement never carries too many parameters. */
export async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
