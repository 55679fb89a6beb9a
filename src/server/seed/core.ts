import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { currencies, languages, settings, translations, userAddresses, users, wallets, walletHistories } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { SEED_SETTINGS } from './data/settings';
import { insertChunked, type ImagePlan, type SeedDb } from './util';
import { buildAvatarSvg } from './images';

export const SEED_LANGUAGES = [
  { title: 'English', locale: 'en', backward: false, default: true },
  { title: 'العربية', locale: 'ar', backward: true, default: false },
  { title: 'Français', locale: 'fr', backward: false, default: false },
  { title: 'Español', locale: 'es', backward: false, default: false },
] as const;

const SEED_CURRENCIES = [
  { title: 'US Dollar', symbol: '$', rate: 1, position: 'before', default: true },
  { title: 'Euro', symbol: '€', rate: 0.92, position: 'after', default: false },
  { title: 'British Pound', symbol: '£', rate: 0.79, position: 'before', default: false },
  { title: 'Saudi Riyal', symbol: 'ر.س', rate: 3.75, position: 'after', default: false },
] as const;

/** Bundled UI texts (public/locales) are the one source of the translations table. */
function readBundles(): Array<{ locale: string; group: string; key: string; value: string }> {
  const rows: Array<{ locale: string; group: string; key: string; value: string }> = [];
  for (const { locale } of SEED_LANGUAGES) {
    for (const group of ['translation', 'errors']) {
      const file = path.join(process.cwd(), 'public', 'locales', locale, `${group}.json`);
      if (!fs.existsSync(file)) continue;
      const bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      for (const [key, value] of Object.entries(bundle)) rows.push({ locale, group, key, value });
    }
  }
  return rows;
}

const DEMO_PEOPLE = [
  { key: 'customer', email: 'demo@groops.test', phone: '+12025550100', firstname: 'Alex', lastname: 'Rivera', role: 'user', referral: 'GROOPSALEX' },
  { key: 'seller', email: 'seller@groops.test', phone: '+12025550101', firstname: 'Sam', lastname: 'Okafor', role: 'seller', referral: 'GROOPSSAM1' },
  { key: 'deliveryman', email: 'driver@groops.test', phone: '+12025550102', firstname: 'Dana', lastname: 'Kim', role: 'deliveryman', referral: 'GROOPSDANA' },
  { key: 'admin', email: 'admin@groops.test', phone: '+12025550103', firstname: 'Morgan', lastname: 'Lee', role: 'admin', referral: 'GROOPSMORG' },
] as const;

const avatarUrl = (images: ImagePlan, p: (typeof DEMO_PEOPLE)[number]) =>
  images.add('users', `avatar-${p.key}`, { width: 256, height: 256 }, () => buildAvatarSvg(`${p.firstname} ${p.lastname}`));

/** The images core rows point at, without writing anything (start-up re-renders missing files). */
export function planCoreImages(images: ImagePlan): void {
  DEMO_PEOPLE.forEach((p) => avatarUrl(images, p));
}

export interface SeededUsers {
  customerId: number;
  sellerId: number;
  deliverymanId: number;
  adminId: number;
}

/** Settings, languages, currencies, translations and the demo accounts. */
export async function seedCore(db: SeedDb, config: ServerConfig, images: ImagePlan): Promise<SeededUsers> {
  await db.insert(settings).values(Object.entries(SEED_SETTINGS).map(([key, value]) => ({ key, value })));
  await db.insert(languages).values(SEED_LANGUAGES.map((l) => ({ ...l, active: true })));
  const [usd] = await db.insert(currencies).values(SEED_CURRENCIES.map((c) => ({ ...c, active: true }))).returning({ id: currencies.id });
  await insertChunked(readBundles(), 500, (chunk) => db.insert(translations).values(chunk));

  const passwordHash = await hashPassword(config.demoPassword);
  const verified = new Date('2026-01-01T00:00:00Z');
  const inserted = await db
    .insert(users)
    .values(
      DEMO_PEOPLE.map((p) => ({
        email: p.key === 'customer' ? config.demoLogin : p.email,
        phone: p.phone,
        firstname: p.firstname,
        lastname: p.lastname,
        role: p.role,
        myReferral: p.referral,
        passwordHash,
        emailVerifiedAt: verified,
        phoneVerifiedAt: verified,
        img: avatarUrl(images, p),
      })),
    )
    .returning({ id: users.id });
  const ids = inserted.map((r) => r.id);
  const walletRows = await db
    .insert(wallets)
    .values(ids.map((userId, i) => ({ userId, currencyId: usd.id, price: i === 0 ? 25_000 : 0 })))
    .returning({ uuid: wallets.uuid, userId: wallets.userId });
  await db.insert(walletHistories).values({ walletUuid: walletRows[0].uuid, type: 'topup', price: 25_000, note: 'Welcome credit', status: 'paid', createdBy: ids[3] });
  await db.insert(userAddresses).values({
    userId: ids[0],
    title: 'Home',
    address: { address: '1400 14th St NW, Washington, DC 20005', house: '1400', floor: '3' },
    location: { latitude: 38.9092, longitude: -77.0321 },
    active: true,
  });
  return { customerId: ids[0], sellerId: ids[1], deliverymanId: ids[2], adminId: ids[3] };
}
