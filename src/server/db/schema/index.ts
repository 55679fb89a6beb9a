// Database schema for Groops (drizzle-orm, PostgreSQL / PGlite).
//
// Conventions:
// - Amounts of money are integer minor units (e.g. cents) in the default currency
//   (currencies.default, rate 1); `bigint` columns in `number` mode. Percent columns
//   (shops.tax, products.tax, shops.percentage, ...) are double precision.
// - Text "enum" columns are checked against the lists exported from ./enums.
// - Every table is re-exported here; drizzle.config.ts points at this file.
export * from './enums';
export type * from './types';

export * from './identity';
export * from './i18n';
export * from './shops';
export * from './shop-operations';
export * from './catalog';
export * from './variants';
export * from './promotions';
export * from './feedback';
export * from './marketing';
export * from './content';
export * from './recipes';
export * from './cart';
export * from './orders';
export * from './money';
export * from './parcels';
export * from './booking';
export * from './notifications';
export * from './chat';
export * from './geo';
