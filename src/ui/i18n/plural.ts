/** `t('x.count', { count })` reads `x.count_one`, `x.count_other`, … (CLDR plural forms), never `x.count` itself. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The key a plural form answers to (`x.count_one` → `x.count`); any other key is its own. */
export const pluralBase = (key: string): string => key.replace(PLURAL_SUFFIX, '');
