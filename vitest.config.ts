import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(__dirname, 'src') };

/**
 * The files of a worker share one module graph: importing the tree anew per file was most of each project's time
 * (unit 63 → 22 s, API on PGlite 285 → 127 s, on PostgreSQL 153 → 67 s). Every API file still opens its own
 * database and context; the setup file empties the render caches, the one module state a file could see from
 * another. Checked with shuffled file orders (`--sequence.shuffle.files`).
 */
const sharedModules = { isolate: false, setupFiles: ['tests/setup/empty-render-caches.ts'] };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
          ...sharedModules,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // PGlite and scrypt are CPU-bound; two workers match the two cores.
          maxWorkers: 2,
          ...sharedModules,
        },
      },
    ],
  },
});
