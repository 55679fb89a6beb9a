// Add-on products per cuisine: offered with the main dishes (stock_addons), never sold alone.
import type { AddonSet } from './menu-types';

export const ADDON_SETS = {
  pizza: {
    price: [99, 249],
    items: [
      ['Extra Mozzarella', 'موزاريلا إضافية', 'Supplément mozzarella', 'Mozzarella extra', 'v'],
      ['Jalapeños', 'هالبينو', 'Jalapeños', 'Jalapeños', 'v k=vegetable'],
      ['Black Olives', 'زيتون أسود', 'Olives noires', 'Aceitunas negras', 'v k=vegetable'],
      ['Garlic Dip', 'صلصة الثوم', 'Sauce à l’ail', 'Salsa de ajo', 'v k=grocery'],
      ['Chili Oil', 'زيت الفلفل الحار', 'Huile pimentée', 'Aceite picante', 'v'],
    ],
  },
  burger: {
    price: [99, 299],
    items: [
      ['Crispy Bacon', 'لحم مقدد مقرمش', 'Bacon croustillant', 'Tocino crujiente'],
      ['Cheddar Slice', 'شريحة شيدر', 'Tranche de cheddar', 'Loncha de cheddar', 'v'],
      ['Fried Egg', 'بيضة مقلية', 'Œuf au plat', 'Huevo frito', 'v'],
      ['Avocado', 'أفوكادو', 'Avocat', 'Aguacate', 'v'],
      ['Chipotle Mayo', 'مايونيز تشيبوتلي', 'Mayonnaise chipotle', 'Mayonesa de chipotle', 'v'],
    ],
  },
  sushi: {
    price: [49, 199],
    items: [
      ['Extra Wasabi', 'واسابي إضافي', 'Supplément wasabi', 'Wasabi extra', 'v k=vegetable'],
      ['Pickled Ginger', 'زنجبيل مخلل', 'Gingembre mariné', 'Jengibre encurtido', 'v k=vegetable'],
      ['Spicy Mayo', 'مايونيز حار', 'Mayonnaise épicée', 'Mayonesa picante', 'v k=grocery'],
      ['Eel Sauce', 'صلصة الأنقليس', 'Sauce anguille', 'Salsa de anguila', 'v'],
    ],
  },
  salad: {
    price: [149, 349],
    items: [
      ['Grilled Chicken', 'دجاج مشوي', 'Poulet grillé', 'Pollo a la parrilla'],
      ['Avocado', 'أفوكادو', 'Avocat', 'Aguacate', 'v'],
      ['Feta Crumble', 'فيتا مفتتة', 'Feta émiettée', 'Feta desmenuzado', 'v'],
      ['Extra Dressing', 'صلصة إضافية', 'Supplément vinaigrette', 'Aderezo extra', 'v k=grocery'],
    ],
  },
  noodles: {
    price: [99, 299],
    items: [
      ['Soft-Boiled Egg', 'بيضة نصف مسلوقة', 'Œuf mollet', 'Huevo cocido tierno', 'v'],
      ['Extra Noodles', 'نودلز إضافية', 'Supplément nouilles', 'Fideos extra', 'v'],
      ['Chili Crisp', 'فلفل حار مقرمش', 'Chili croustillant', 'Chile crujiente', 'v k=grocery'],
      ['Crispy Tofu', 'توفو مقرمش', 'Tofu croustillant', 'Tofu crujiente', 'v k=vegetable'],
    ],
  },
  pasta: {
    price: [99, 349],
    items: [
      ['Shaved Parmesan', 'بارميزان مبشور', 'Copeaux de parmesan', 'Lascas de parmesano', 'v'],
      ['Garlic Bread', 'خبز بالثوم', 'Pain à l’ail', 'Pan de ajo', 'v'],
      ['Chili Flakes', 'رقائق الفلفل الحار', 'Flocons de piment', 'Copos de chile', 'v k=grocery'],
      ['Grilled Chicken', 'دجاج مشوي', 'Poulet grillé', 'Pollo a la parrilla'],
    ],
  },
  soup: {
    price: [99, 249],
    items: [
      ['Sourdough Slice', 'شريحة خبز العجين المخمر', 'Tranche de pain au levain', 'Rebanada de pan de masa madre', 'v'],
      ['Sour Cream', 'قشدة حامضة', 'Crème aigre', 'Crema agria', 'v'],
      ['Croutons', 'خبز محمص مكعبات', 'Croûtons', 'Picatostes', 'v k=bread'],
    ],
  },
  mexican: {
    price: [99, 299],
    items: [
      ['Guacamole', 'غواكامولي', 'Guacamole', 'Guacamole', 'v k=vegetable'],
      ['Pico de Gallo', 'بيكو دي غايو', 'Pico de gallo', 'Pico de gallo', 'v k=vegetable'],
      ['Sour Cream', 'قشدة حامضة', 'Crème aigre', 'Crema agria', 'v'],
      ['Melted Queso', 'جبن ذائب', 'Fromage fondu', 'Queso fundido', 'v k=dairy'],
    ],
  },
  kebab: {
    price: [99, 249],
    items: [
      ['Hummus', 'حمص', 'Houmous', 'Hummus', 'v k=vegetable'],
      ['Garlic Sauce', 'ثومية', 'Sauce à l’ail', 'Salsa de ajo', 'v k=grocery'],
      ['Pickled Turnips', 'لفت مخلل', 'Navets marinés', 'Nabos encurtidos', 'v k=vegetable'],
      ['Extra Pita', 'خبز عربي إضافي', 'Pita supplémentaire', 'Pita extra', 'v k=bread'],
    ],
  },
  breakfast: {
    price: [99, 349],
    items: [
      ['Bacon Strips', 'شرائح لحم مقدد', 'Tranches de bacon', 'Tiras de tocino'],
      ['Maple Syrup', 'شراب القيقب', 'Sirop d’érable', 'Sirope de arce', 'v k=grocery'],
      ['Extra Egg', 'بيضة إضافية', 'Œuf supplémentaire', 'Huevo extra', 'v'],
      ['Hash Brown', 'هاش براون', 'Galette de pommes de terre', 'Hash brown', 'v k=vegetable'],
    ],
  },
  bbq: {
    price: [149, 349],
    items: [
      ['Extra BBQ Sauce', 'صلصة باربكيو إضافية', 'Supplément sauce barbecue', 'Salsa barbacoa extra', 'v k=grocery'],
      ['Pickles', 'مخللات', 'Pickles', 'Pepinillos', 'v k=vegetable'],
      ['Cornbread Muffin', 'مافن خبز الذرة', 'Muffin au pain de maïs', 'Muffin de pan de maíz', 'v k=bread'],
    ],
  },
  curry: {
    price: [149, 399],
    items: [
      ['Garlic Naan', 'خبز نان بالثوم', 'Naan à l’ail', 'Naan de ajo', 'v k=bread'],
      ['Basmati Rice', 'أرز بسمتي', 'Riz basmati', 'Arroz basmati', 'v k=grocery'],
      ['Cucumber Raita', 'رايتا الخيار', 'Raïta au concombre', 'Raita de pepino', 'v k=dairy'],
      ['Mango Chutney', 'شطني المانجو', 'Chutney de mangue', 'Chutney de mango', 'v'],
    ],
  },
  dessert: {
    price: [99, 249],
    items: [
      ['Whipped Cream', 'كريمة مخفوقة', 'Chantilly', 'Crema batida', 'v'],
      ['Chocolate Sauce', 'صلصة الشوكولاتة', 'Sauce chocolat', 'Salsa de chocolate', 'v'],
      ['Scoop of Vanilla', 'كرة آيس كريم فانيليا', 'Boule de glace vanille', 'Bola de helado de vainilla', 'v k=icecream'],
    ],
  },
} satisfies Record<string, AddonSet>;
export type AddonSetKey = keyof typeof ADDON_SETS;
