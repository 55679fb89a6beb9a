import type { Logger } from '../http/log';
import { createImageStore, mapLimit } from './images';
import type { ImagePlan } from './util';
import type { FileStorage } from '../storage/types';

/** Renders every planned image that is not on disk yet (idempotent; a few at a time). */
export async function renderPlannedImages(storage: FileStorage, plan: ImagePlan, logger: Logger): Promise<void> {
  const started = Date.now();
  const store = createImageStore(storage);
  await mapLimit(plan.jobs, 4, (job) => store.ensure(job.folder, job.name, job.build, { width: job.width, height: job.height }));
  logger.log('info', 'seed.images', { count: plan.jobs.length, ms: Date.now() - started });
}
