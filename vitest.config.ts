import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(__dirname, 'src') };

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
          // Files of a worker share one module graph: importing the server tree per file was half of this
          // project's time (every file opens its own database and context; tests/api/file-setup.ts empties the
          // render caches, the only module state a file could see from another).
          isolate: false,
          setupFiles: ['tests/api/file-setup.ts'],
        },
      },
    ],
  },
});
