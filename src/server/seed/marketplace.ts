// Placeholder until the marketplace seed lands (being written now).
import type { SeededUsers } from './core';
import type { ImagePlan, SeedDb } from './util';

export async function seedMarketplace(_db: SeedDb, _input: { people: SeededUsers; images: ImagePlan; now: Date }): Promise<void> {}
export function planMarketplaceImages(_images: ImagePlan): void {}
