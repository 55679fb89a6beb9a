import { resetRenderCaches } from '../../src/contract/render-caches';

/**
 * Both vitest projects run with `isolate: false` (vitest.config.ts): the files of a worker share one module graph,
 * so the render caches (module state) would carry one file's entries into the next. Each file starts empty.
 */
resetRenderCaches();
