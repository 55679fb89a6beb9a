import { count, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { settings } from '../db/schema';
import { planCoreImages, seedCore } from './core';
import { seedGazetteer } from './gazetteer';
import { planMarketplaceImages, seedMarketplace } from './marketplace';
import { renderPlannedImages } from './render';
import { ImagePlan } from './util';

export interface SeedResult {
  images: ImagePlan;
}

/** Writes the whole demo marketplace in one transaction (deterministic: the same rows every time). */
export async function seedDatabase(ctx: AppContext, opts: { images: boolean }): Promise<SeedResult> {
  const images = new ImagePlan();
  const started = Date.now();
  await ctx.db.transaction(async (tx) => {
    const people = await seedCore(tx as never, ctx.config, images);
    await seedMarketplace(tx as never, { people, images, now: ctx.clock.now() });
    await seedGazetteer(tx as never);
  });
  // Statistics for the fresh rows: without them the planner takes every table for empty until autovacuum comes
  // (on PostgreSQL a demo product search walked the stocks per product: ~150 ms instead of ~1 ms, ADR 0016).
  await ctx.db.execute(sql`analyze`);
  ctx.logger.log('info', 'seed.data', { ms: Date.now() - started, images: images.jobs.length });
  if (opts.images) await renderPlannedImages(ctx.storage, images, ctx.logger);
  return { images };
}

export async function isSeeded(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(settings);
  return Number(row.n) > 0;
}

/** Every image the seed data points at, rebuilt without touching the database (the data generators are pure). */
export function planSeedImages(): ImagePlan {
  const images = new ImagePlan();
  planCoreImages(images);
  planMarketplaceImages(images);
  return images;
}

/**
 * First start of an empty database seeds the demo; later starts only render images that are missing
 * (in the background for the server, awaited by `npm run seed`).
 */
export async function seedIfEmpty(ctx: AppContext, opts: { awaitImages?: boolean } = {}): Promise<void> {
  if (!(await isSeeded(ctx))) {
    await seedDatabase(ctx, { images: ctx.config.seedImages });
    return;
  }
  if (!ctx.config.seedImages) return;
  const job = renderPlannedImages(ctx.storage, planSeedImages(), ctx.logger);
  if (opts.awaitImages) await job;
  else void job.catch((error) => ctx.logger.log('error', 'seed.images', { error: String(error) }));
}
