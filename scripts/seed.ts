import { readConfig } from '../src/server/config';
import { startContext } from '../src/server';
import { seedIfEmpty } from '../src/server/seed';

/**
 * `npm run seed`: migrate, seed the demo marketplace into an empty database and render its images.
 * A database that has data is left as it is: reseeding means deleting DATA_DIR (or the PostgreSQL database).
 */
async function main() {
  const ctx = await startContext({ ...readConfig(), seedOnStart: false });
  try {
    await seedIfEmpty(ctx, { awaitImages: true });
  } finally {
    await ctx.database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
