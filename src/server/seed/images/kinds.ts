// Food kinds the product illustrator can draw, and keyword → kind mapping.
import { hashPick } from './rng';

export const FOOD_KINDS = [
  'pizza',
  'burger',
  'salad',
  'sushi',
  'noodles',
  'soup',
  'cake',
  'icecream',
  'drink',
  'fruit',
  'vegetable',
  'bread',
  'dairy',
  'meat',
  'fish',
  'grocery',
] as const;

export type FoodKind = (typeof FOOD_KINDS)[number];

/** Shop motif: any food kind, or a generic restaurant (serving cloche). */
export type ShopKind = FoodKind | 'restaurant';

export function isFoodKind(v: string): v is FoodKind {
  return (FOOD_KINDS as readonly string[]).includes(v);
}

// Ordered rules: the first match wins, so specific dishes come before ingredients
// ("Tomato soup" → soup, "Carrot cake" → cake, "Orange juice" → drink).
const RULES: ReadonlyArray<readonly [FoodKind, readonly string[]]> = [
  ['drink', ['hot chocolate', 'milk ?shakes?', 'shakes?', 'smoothies?', 'bubble tea', 'iced coffee', 'cocktails?']],
  ['pizza', ['pizzas?', 'pizzeria', 'margherita', 'pepperoni', 'calzone', 'diavola', 'quattro \\w+', 'italian']],
  ['burger', ['\\w*burgers?', 'fast food', 'sliders?']],
  ['sushi', ['sushi', 'maki', 'nigiri', 'sashimi', 'uramaki', 'futomaki', 'temaki', 'gunkan', 'onigiri', 'japanese', '\\w+ rolls? set', 'california roll', 'philadelphia roll']],
  ['soup', ['soups?', 'broth', 'borsc?ht?', 'chowder', 'bisque', 'gazpacho', 'minestrone', 'goulash', 'stews?', 'chili', 'curry', 'tom yum', 'solyanka', 'ramen soup']],
  ['noodles', ['noodles?', 'ramen', 'udon', 'soba', 'pho', 'pad thai', 'lo mein', 'chow mein', 'wok', 'pasta', 'spaghetti', 'carbonara', 'bolognese', 'fettuccine', 'penne', 'linguine', 'lasagne', 'lasagna', 'macaroni', 'asian', 'chinese', 'thai']],
  ['salad', ['salads?', 'caesar', 'coleslaw', 'poke', 'bowls?', 'vegan', 'healthy', 'greens', 'lettuce', 'arugula', 'rucola', 'tabbouleh']],
  ['icecream', ['ice ?creams?', 'gelato', 'sorbets?', 'sundaes?', 'popsicles?', 'frozen yogh?urt', 'soft serve', 'frozen']],
  ['cake', ['cakes?', 'cheesecakes?', 'cupcakes?', 'tiramisu', 'brownies?', 'muffins?', 'donuts?', 'doughnuts?', 'pies?', 'tarts?', 'desserts?', 'puddings?', 'eclairs?', 'macarons?', 'cookies?', 'waffles?', 'pancakes?', 'chocolates?', 'cand(y|ies)', 'sweets?', 'napoleon', 'baklava', 'churros', 'pastry', 'patisserie', 'confectionery']],
  ['drink', ['coffee', 'espresso', 'latte', 'cappuccino', 'americano', 'mocha', 'macchiato', 'flat white', 'teas?', 'matcha', 'cocoa', 'juices?', 'lemonade', 'sodas?', 'cola', 'water', 'drinks?', 'beverages?', 'beers?', 'wines?', 'kombucha', 'cafe', 'café', 'mojito', 'kvass', 'compote']],
  ['bread', ['breads?', 'baguettes?', 'loaf', 'loaves', 'croissants?', 'buns?', 'bagels?', 'brioche', 'ciabatta', 'focaccia', 'sourdough', 'pita', 'lavash', 'toasts?', 'bakery', 'rye', 'challah', 'pretzels?', 'sandwich(es)?', 'rolls?']],
  ['dairy', ['milk', 'cheese', 'cheddar', 'mozzarella', 'parmesan', 'brie', 'feta', 'gouda', 'yogh?urts?', 'kefir', 'cream', 'butter', 'eggs?', 'dairy', 'cottage', 'ricotta', 'curd', 'ayran', 'skyr', 'milk products']],
  ['fish', ['fish', 'salmon', 'tuna', 'cod', 'trout', 'sea ?bass', 'dorado', 'herring', 'mackerel', 'shrimps?', 'prawns?', 'seafood', 'crabs?', 'lobsters?', 'squid', 'calamari', 'mussels?', 'oysters?', 'caviar', 'anchov(y|ies)', 'sardines?', 'halibut', 'tilapia', 'pollock']],
  ['meat', ['meats?', 'steaks?', 'beef', 'pork', 'lamb', 'chicken', 'turkey', 'duck', 'veal', 'sausages?', 'bacon', 'ham', 'ribs', 'kebabs?', 'shashlik', 'mince', 'minced', 'wings?', 'drumsticks?', 'salami', 'brisket', 'schnitzel', 'cutlets?', 'meatballs?', 'hot ?dogs?', 'shawarma', 'doner', 'gyros?', 'bbq', 'grill', 'butcher', 'poultry', 'tacos?', 'burritos?']],
  ['fruit', ['fruits?', 'apples?', 'oranges?', 'bananas?', 'lemons?', 'limes?', 'grapes?', 'pears?', 'peach(es)?', 'mangos?', 'mangoes', 'pineapples?', 'kiwis?', 'berr(y|ies)', '\\w+berr(y|ies)', 'cherr(y|ies)', 'plums?', 'apricots?', 'mandarins?', 'tangerines?', 'grapefruits?', 'melons?', 'watermelons?', 'pomegranates?', 'citrus', 'avocados?']],
  ['vegetable', ['vegetables?', 'veggies?', 'veg', 'carrots?', 'broccoli', 'tomato(es)?', 'potato(es)?', 'onions?', 'cucumbers?', 'peppers?', 'cabbages?', 'spinach', 'zucchini', 'eggplants?', 'garlic', 'corn', 'beets?', 'beetroots?', 'pumpkins?', 'cauliflower', 'herbs', 'mushrooms?', 'celery', 'radish(es)?', 'peas', 'greengrocer', 'produce', 'organic', 'farm']],
  ['grocery', ['grocer(y|ies)', 'supermarket', 'market', 'mart', 'store', 'shop', 'pack', 'rice', 'flour', 'sugar', 'salt', 'oils?', 'cereals?', 'oats', 'oatmeal', 'granola', 'beans', 'canned', 'cans?', 'jars?', 'honey', 'jams?', 'sauces?', 'ketchup', 'mayo(nnaise)?', 'spices?', 'snacks?', 'chips', 'crisps', 'nuts', 'biscuits?', 'crackers?', 'household', 'detergents?', 'soap', 'pantry', 'essentials']],
];

const COMPILED = RULES.map(([kind, words]) => [kind, new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'iu')] as const);

/** Normalise for keyword matching: lowercase, strip accents and punctuation noise. */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[_/|+&,.;:()[\]{}"!?]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Kind whose keywords appear in the text, or null. */
export function matchFoodKind(text: string): FoodKind | null {
  const t = normaliseText(text);
  for (const [kind, re] of COMPILED) if (re.test(t)) return kind;
  return null;
}

/**
 * Pick a food kind from keywords in a product/category name ("Margherita pizza" → pizza,
 * "Oat milk" → dairy); unknown names fall back deterministically by hash.
 */
export function foodKindFor(text: string, fallback: readonly FoodKind[] = FOOD_KINDS): FoodKind {
  const hit = matchFoodKind(text);
  if (hit) return hit;
  const list = fallback.length > 0 ? fallback : FOOD_KINDS;
  return list[hashPick(normaliseText(text), list.length)] as FoodKind;
}

/** Motif for a shop: a food kind from its name, else a cloche (restaurant) or a grocery bag (shop). */
export function shopKindFor(name: string, shopType: 'shop' | 'restaurant' = 'restaurant'): ShopKind {
  const hit = matchFoodKind(name);
  if (hit && !(hit === 'grocery' && shopType === 'restaurant')) return hit;
  return shopType === 'shop' ? 'grocery' : 'restaurant';
}
