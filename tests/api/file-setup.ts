import { resetRenderCaches } from '../../src/contract/render-caches';

/**
 * The API project runs with `isolate: false` (vitest.config.ts): the files of a worker share one module graph, so
 * the server's render caches (module state) would carry one file's answers into the next. Each file starts empty.
 */
resetRenderCaches();
