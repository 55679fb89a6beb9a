/**
 * Consistency checks for the UI translation bundles in public/locales/{lng}/{ns}.json
 * (namespaces `translation` and `errors`, flat dotted keys, i18next v21+ plural suffixes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// Relative on purpose: it resolves with or without the '@' alias of vitest.config.ts.
import { ERRORS } from '../contract/errors';

type Bundle = Record<string, string>;

const LOCALES_DIR = fileURLToPath(new URL('../../public/locales', import.meta.url));
const REQUIRED_LOCALES = ['en', 'ar', 'fr', 'es'];
const NAMESPACES = ['translation', 'errors'] as const;
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
/** Plural forms each locale must provide for every plural key of en (en itself: one/other). */
const REQUIRED_FORMS: Record<string, readonly string[]> = {
  en: ['one', 'other'],
  fr: ['one', 'other'],
  es: ['one', 'other'],
  ar: PLURAL_FORMS,
};
const KEY_FORMAT = /^[a-z0-9_]+(\.[a-z0-9_]+)*$/;
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

const existingLocales = fs.existsSync(LOCALES_DIR)
  ? fs.readdirSync(LOCALES_DIR).filter((d) => fs.statSync(path.join(LOCALES_DIR, d)).isDirectory())
  : [];
const LOCALES = [...new Set([...REQUIRED_LOCALES, ...existingLocales])];

function load(lng: string, ns: string): Bundle {
  const file = path.join(LOCALES_DIR, lng, `${ns}.json`);
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file} is not a flat object`);
  return parsed as Bundle;
}

const bundles: Record<string, Record<string, Bundle>> = {};
for (const lng of LOCALES) {
  bundles[lng] = {};
  for (const ns of NAMESPACES) bundles[lng][ns] = load(lng, ns);
}
const en = bundles.en;

/** `cart.items_other` -> { base: 'cart.items', form: 'other' }. */
function splitPlural(key: string): { base: string; form: string | null } {
  const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return m ? { base: m[1], form: m[2] } : { base: key, form: null };
}

/** Plural base keys of a bundle (bases that have an `_other` form). */
function pluralBases(bundle: Bundle): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(bundle)) {
    const { base, form } = splitPlural(key);
    if (form === 'other') bases.add(base);
  }
  return bases;
}

function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1].split(',')[0].trim()));
}

function sorted(set: Iterable<string>): string[] {
  return [...set].sort();
}

/** The locale's keys with the plural forms that only that locale needs (e.g. Arabic zero/two/few/many) removed. */
function comparableKeys(lng: string, bundle: Bundle, enBundle: Bundle): string[] {
  const enBases = pluralBases(enBundle);
  return Object.keys(bundle).filter((key) => {
    const { base, form } = splitPlural(key);
    if (!form || !enBases.has(base)) return true;
    return key in enBundle || !REQUIRED_FORMS[lng]?.includes(form);
  });
}

const SPEC_5_VALIDATION = [
  'Required',
  "Passwords don't match",
  'Passwords should match',
  'Password should contain at least 6 characters',
  'Phone number is required',
  'Phone number is invalid',
  'Please, fill user details',
  'Please, choose payment method',
  'Shop is closed in this day, select another day',
];

const SPEC_8_MESSAGES = [
  'Error occured. Please, try again later',
  'Something went wrong',
  'Unauthorized',
  'Login or password is invalid',
  'Wrong verification code',
  'The email has already been taken.',
  'Sms not sent!',
  'Insufficient wallet balance',
  'You cannot join. Invalid group order',
  'You have been kicked from group order',
  "Sorry, we're not available here",
  'Shop is closed',
  'Request not sent',
  'Branches not found',
];

const OTHER_SPEC_STRINGS = ['Groops', 'Restaurant', 'Please, login first', 'Oops, something went wrong!', 'Try again'];

describe('i18n bundles: structure', () => {
  it('has every required locale directory', () => {
    for (const lng of REQUIRED_LOCALES) expect(existingLocales, `missing public/locales/${lng}`).toContain(lng);
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: keys are dotted lower-case`, () => {
      for (const lng of LOCALES) {
        const bad = Object.keys(bundles[lng][ns]).filter((k) => !KEY_FORMAT.test(k));
        expect(bad, `${lng}/${ns}.json`).toEqual([]);
      }
    });

    it(`${ns}: no key is also the dotted prefix of another key (works with or without keySeparator)`, () => {
      for (const lng of LOCALES) {
        const leaves = new Set(Object.keys(bundles[lng][ns]).map((k) => splitPlural(k).base));
        const clashes: string[] = [];
        for (const leaf of leaves) {
          const parts = leaf.split('.');
          for (let i = 1; i < parts.length; i++) {
            const prefix = parts.slice(0, i).join('.');
            if (leaves.has(prefix)) clashes.push(`${prefix} / ${leaf}`);
          }
        }
        expect(clashes, `${lng}/${ns}.json`).toEqual([]);
      }
    });

    it(`${ns}: every value is a non-empty string with well-formed {{placeholders}}`, () => {
      for (const lng of LOCALES) {
        const bad = Object.entries(bundles[lng][ns])
          .filter(([, v]) => {
            if (typeof v !== 'string' || v.trim() === '') return true;
            const opened = v.split('{{').length - 1;
            const closed = v.split('}}').length - 1;
            return opened !== closed || opened !== [...v.matchAll(PLACEHOLDER)].length;
          })
          .map(([k]) => k);
        expect(bad, `${lng}/${ns}.json`).toEqual([]);
      }
    });

    it(`${ns}: en plural keys come in _one/_other pairs`, () => {
      const bad: string[] = [];
      for (const key of Object.keys(en[ns])) {
        const { base, form } = splitPlural(key);
        if (!form) continue;
        if (form !== 'one' && form !== 'other') bad.push(`${key} (en uses only _one/_other)`);
        for (const needed of ['one', 'other']) if (!(`${base}_${needed}` in en[ns])) bad.push(`${base}_${needed}`);
      }
      expect(bad).toEqual([]);
    });
  }
});

describe('i18n bundles: parity with en', () => {
  for (const lng of LOCALES.filter((l) => l !== 'en')) {
    for (const ns of NAMESPACES) {
      it(`${lng}/${ns}.json has the same keys as en (ignoring ${lng}-only plural forms)`, () => {
        const keys = comparableKeys(lng, bundles[lng][ns], en[ns]);
        const missing = Object.keys(en[ns]).filter((k) => !(k in bundles[lng][ns]));
        const extra = keys.filter((k) => !(k in en[ns]));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it(`${lng}/${ns}.json has every plural form ${lng} needs`, () => {
        const forms = REQUIRED_FORMS[lng] ?? ['one', 'other'];
        const missing: string[] = [];
        for (const base of pluralBases(en[ns])) {
          for (const form of forms) if (!(`${base}_${form}` in bundles[lng][ns])) missing.push(`${base}_${form}`);
        }
        expect(missing).toEqual([]);
      });

      it(`${lng}/${ns}.json keeps the {{placeholders}} of en`, () => {
        const mismatches: string[] = [];
        for (const [key, value] of Object.entries(bundles[lng][ns])) {
          const { base, form } = splitPlural(key);
          const isPlural = form !== null && pluralBases(en[ns]).has(base);
          const reference = isPlural ? en[ns][`${base}_other`] : en[ns][key];
          if (reference === undefined) continue; // reported by the key parity test
          const want = placeholders(reference);
          const got = placeholders(value);
          if (isPlural) {
            // A plural form may spell out its number ("One item", "منتجان") and so omit {{count}}.
            want.delete('count');
            got.delete('count');
          }
          if (sorted(want).join() !== sorted(got).join()) {
            mismatches.push(`${key}: en {${sorted(want)}} vs ${lng} {${sorted(got)}}`);
          }
        }
        expect(mismatches).toEqual([]);
      });

      it(`${lng}/${ns}.json keeps the product name "Groops" untranslated`, () => {
        const bad = Object.entries(en[ns])
          .filter(([key, value]) => value.includes('Groops') && !bundles[lng][ns][key]?.includes('Groops'))
          .map(([key]) => key);
        expect(bad).toEqual([]);
      });
    }
  }

  it('ar values are written in Arabic script', () => {
    const latinOnly = new Set(['app.title', 'profile.menu.user.name']);
    for (const ns of NAMESPACES) {
      const bad = Object.entries(bundles.ar[ns])
        .filter(([key, value]) => !latinOnly.has(key) && !/[\u0600-\u06FF]/.test(value))
        .map(([key]) => key);
      expect(bad, `ar/${ns}.json`).toEqual([]);
    }
  });

  it('fr and es are translated, not copies of en', () => {
    for (const lng of ['fr', 'es']) {
      for (const ns of NAMESPACES) {
        const keys = Object.keys(en[ns]);
        const same = keys.filter((k) => bundles[lng][ns][k] === en[ns][k]);
        // Brand names, "Total", "Blog", "Menu" and the like may legitimately stay the same.
        expect(same.length / keys.length, `${lng}/${ns}.json identical to en: ${same.join(', ')}`).toBeLessThan(0.1);
      }
    }
  });
});

describe('i18n bundles: spec strings (en)', () => {
  const values = new Set(Object.values(en.translation));

  it('contains every validation message of spec §5 verbatim', () => {
    expect(SPEC_5_VALIDATION.filter((s) => !values.has(s))).toEqual([]);
  });

  it('contains every user-facing message of spec §8 verbatim', () => {
    expect(SPEC_8_MESSAGES.filter((s) => !values.has(s))).toEqual([]);
  });

  it('contains the app title, default label, login prompt and error-boundary texts', () => {
    expect(OTHER_SPEC_STRINGS.filter((s) => !values.has(s))).toEqual([]);
    expect(en.translation['app.title']).toBe('Groops');
    expect(en.translation['app.default.restaurant']).toBe('Restaurant');
    expect(en.translation['error.boundary.title']).toBe('Oops, something went wrong!');
    expect(en.translation['error.boundary.retry']).toBe('Try again');
    expect(en.translation['unauthorized']).toBe('Unauthorized');
  });
});

describe('i18n bundles: errors namespace', () => {
  const catalogue = Object.values(ERRORS);

  it('the catalogue keys are unique', () => {
    const keys = catalogue.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const lng of LOCALES) {
    it(`${lng}/errors.json has an entry for every key of src/contract/errors.ts`, () => {
      const missing = catalogue.map((e) => e.key).filter((key) => !bundles[lng].errors[key]?.trim());
      expect(missing).toEqual([]);
    });
  }

  it('en/errors.json uses the agreed English texts', () => {
    const byName = (name: keyof typeof ERRORS) => en.errors[ERRORS[name].key];
    expect(byName('BAD_CREDENTIALS')).toBe('Login or password is invalid');
    expect(byName('WALLET_INSUFFICIENT')).toBe('Insufficient wallet balance');
    expect(byName('OTP_WRONG')).toBe('Wrong verification code');
    expect(byName('SERVER_ERROR')).toBe('Error occured. Please, try again later');
    expect(byName('USER_EXISTS')).toBe('The email has already been taken.');
  });

  it('en/errors.json has the storefront-only error keys', () => {
    for (const key of ['network', 'too.many.requests', 'user.not.found', 'code.expired', 'sms.not.sent', 'shop.closed', 'not.in.zone']) {
      expect(en.errors[key], key).toBeTruthy();
    }
    expect(en.errors['sms.not.sent']).toBe('Sms not sent!');
    expect(en.errors['shop.closed']).toBe('Shop is closed');
    expect(en.errors['not.in.zone']).toBe("Sorry, we're not available here");
  });
});
