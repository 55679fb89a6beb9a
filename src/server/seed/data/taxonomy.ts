// Category trees: product categories (type 'main' with sub-categories), shop categories (type 'shop'),
// recipe categories (type 'receipt') and career categories (type 'career').
import type { FoodKind } from '../images';
import type { T4 } from './i18n';

export interface CategoryDef {
  key: string;
  t: T4;
  /** Icon motif (roots draw an icon; sub-categories show their parent's). */
  kind: FoodKind;
  children?: readonly CategoryDef[];
}

const c = (key: string, kind: FoodKind, t: T4, children?: CategoryDef[]): CategoryDef => ({ key, kind, t, children });

/** Product categories (type 'main'); products sit in the sub-categories. */
export const MAIN_CATEGORIES: readonly CategoryDef[] = [
  c('pizza', 'pizza', ['Pizza', 'بيتزا', 'Pizzas', 'Pizzas'], [
    c('pizza-classic', 'pizza', ['Classic pizzas', 'بيتزا كلاسيكية', 'Pizzas classiques', 'Pizzas clásicas']),
    c('pizza-signature', 'pizza', ['Signature pizzas', 'بيتزا مميزة', 'Pizzas signature', 'Pizzas de la casa']),
    c('pizza-sides', 'bread', ['Calzones & sides', 'كالزوني ومقبلات', 'Calzones et accompagnements', 'Calzones y acompañantes']),
  ]),
  c('burgers', 'burger', ['Burgers', 'برغر', 'Burgers', 'Hamburguesas'], [
    c('burgers-beef', 'burger', ['Beef burgers', 'برغر لحم بقري', 'Burgers au bœuf', 'Hamburguesas de res']),
    c('burgers-chicken', 'burger', ['Chicken burgers', 'برغر دجاج', 'Burgers au poulet', 'Hamburguesas de pollo']),
    c('burgers-veggie', 'salad', ['Veggie burgers', 'برغر نباتي', 'Burgers végétariens', 'Hamburguesas vegetarianas']),
    c('burgers-sides', 'vegetable', ['Fries & sides', 'بطاطا مقلية ومقبلات', 'Frites et accompagnements', 'Papas fritas y acompañantes']),
  ]),
  c('sushi', 'sushi', ['Sushi & Asian', 'سوشي وأطباق آسيوية', 'Sushis et cuisine asiatique', 'Sushi y cocina asiática'], [
    c('sushi-rolls', 'sushi', ['Rolls', 'رولات', 'Makis et rolls', 'Rollos']),
    c('sushi-nigiri', 'fish', ['Nigiri & sashimi', 'نيغيري وساشيمي', 'Nigiris et sashimis', 'Nigiri y sashimi']),
    c('sushi-sets', 'sushi', ['Sushi sets', 'تشكيلات سوشي', 'Plateaux de sushis', 'Combinados de sushi']),
    c('asian-small', 'soup', ['Small plates', 'أطباق صغيرة', 'Petites assiettes', 'Platos pequeños']),
  ]),
  c('salads', 'salad', ['Salads & bowls', 'سلطات وأطباق صحية', 'Salades et bowls', 'Ensaladas y bowls'], [
    c('salads-green', 'salad', ['Green salads', 'سلطات خضراء', 'Salades vertes', 'Ensaladas verdes']),
    c('salads-grain', 'salad', ['Grain bowls', 'أطباق الحبوب', 'Bowls de céréales', 'Bowls de cereales']),
    c('salads-poke', 'fish', ['Poke bowls', 'أطباق بوكي', 'Poke bowls', 'Poke bowls']),
  ]),
  c('noodles', 'noodles', ['Noodles & pasta', 'نودلز ومعكرونة', 'Nouilles et pâtes', 'Fideos y pasta'], [
    c('noodles-ramen', 'noodles', ['Ramen', 'رامن', 'Ramen', 'Ramen']),
    c('noodles-wok', 'noodles', ['Wok noodles', 'نودلز الووك', 'Nouilles sautées au wok', 'Fideos al wok']),
    c('noodles-pasta', 'noodles', ['Pasta', 'معكرونة', 'Pâtes', 'Pasta']),
  ]),
  c('soups', 'soup', ['Soups & curries', 'شوربات وكاري', 'Soupes et currys', 'Sopas y curris'], [
    c('soups-hot', 'soup', ['Soups', 'شوربات', 'Soupes', 'Sopas']),
    c('soups-stews', 'soup', ['Stews', 'يخنات', 'Ragoûts', 'Guisos']),
    c('soups-curry', 'soup', ['Curries', 'كاري', 'Currys', 'Curris']),
  ]),
  c('grill', 'meat', ['Grill & street food', 'مشاوي وأكلات الشارع', 'Grillades et street food', 'Parrilla y comida callejera'], [
    c('grill-tacos', 'meat', ['Tacos & burritos', 'تاكو وبوريتو', 'Tacos et burritos', 'Tacos y burritos']),
    c('grill-kebab', 'meat', ['Kebabs & wraps', 'كباب ولفائف', 'Kebabs et wraps', 'Kebabs y wraps']),
    c('grill-bbq', 'meat', ['BBQ & smokehouse', 'باربكيو ومدخّنات', 'Barbecue et fumoir', 'Barbacoa y ahumados']),
    c('grill-sides', 'vegetable', ['Starters & sides', 'مقبلات وأطباق جانبية', 'Entrées et accompagnements', 'Entrantes y guarniciones']),
  ]),
  c('breakfast', 'bread', ['Breakfast & sandwiches', 'فطور وسندويشات', 'Petit-déjeuner et sandwichs', 'Desayunos y sándwiches'], [
    c('breakfast-sandwiches', 'bread', ['Sandwiches', 'سندويشات', 'Sandwichs', 'Sándwiches']),
    c('breakfast-eggs', 'dairy', ['Eggs & omelettes', 'بيض وعجة', 'Œufs et omelettes', 'Huevos y tortillas']),
    c('breakfast-pancakes', 'cake', ['Pancakes & waffles', 'بان كيك ووافل', 'Pancakes et gaufres', 'Tortitas y gofres']),
    c('breakfast-cereal', 'grocery', ['Cereal & granola', 'حبوب الإفطار والغرانولا', 'Céréales et granola', 'Cereales y granola']),
  ]),
  c('desserts', 'cake', ['Desserts', 'حلويات', 'Desserts', 'Postres'], [
    c('desserts-cakes', 'cake', ['Cakes', 'كعك', 'Gâteaux', 'Pasteles']),
    c('desserts-icecream', 'icecream', ['Ice cream', 'آيس كريم', 'Glaces', 'Helados']),
    c('desserts-pastries', 'cake', ['Sweet pastries', 'معجنات حلوة', 'Pâtisseries', 'Bollería dulce']),
  ]),
  c('drinks', 'drink', ['Drinks', 'مشروبات', 'Boissons', 'Bebidas'], [
    c('drinks-coffee', 'drink', ['Coffee & tea', 'قهوة وشاي', 'Café et thé', 'Café y té']),
    c('drinks-juice', 'drink', ['Juices & smoothies', 'عصائر وسموذي', 'Jus et smoothies', 'Jugos y batidos']),
    c('drinks-soft', 'drink', ['Soft drinks', 'مشروبات غازية', 'Boissons fraîches', 'Refrescos']),
    c('drinks-water', 'drink', ['Water', 'مياه', 'Eaux', 'Agua']),
  ]),
  c('produce', 'fruit', ['Fruit & veg', 'فواكه وخضار', 'Fruits et légumes', 'Frutas y verduras'], [
    c('produce-fruit', 'fruit', ['Fruit', 'فواكه', 'Fruits', 'Frutas']),
    c('produce-veg', 'vegetable', ['Vegetables', 'خضار', 'Légumes', 'Verduras']),
    c('produce-herbs', 'vegetable', ['Fresh herbs', 'أعشاب طازجة', 'Herbes fraîches', 'Hierbas frescas']),
  ]),
  c('dairy', 'dairy', ['Dairy & eggs', 'ألبان وبيض', 'Produits laitiers et œufs', 'Lácteos y huevos'], [
    c('dairy-milk', 'dairy', ['Milk', 'حليب', 'Lait', 'Leche']),
    c('dairy-cheese', 'dairy', ['Cheese', 'أجبان', 'Fromages', 'Quesos']),
    c('dairy-yogurt', 'dairy', ['Yogurt', 'زبادي', 'Yaourts', 'Yogures']),
    c('dairy-eggs', 'dairy', ['Eggs & butter', 'بيض وزبدة', 'Œufs et beurre', 'Huevos y mantequilla']),
  ]),
  c('bakery', 'bread', ['Bakery', 'مخبوزات', 'Boulangerie', 'Panadería'], [
    c('bakery-bread', 'bread', ['Bread', 'خبز', 'Pains', 'Pan']),
    c('bakery-pastries', 'bread', ['Pastries', 'معجنات', 'Viennoiseries', 'Bollería']),
  ]),
  c('meat', 'meat', ['Meat & fish', 'لحوم وأسماك', 'Viandes et poissons', 'Carnes y pescados'], [
    c('meat-meat', 'meat', ['Meat', 'لحوم', 'Viandes', 'Carnes']),
    c('meat-poultry', 'meat', ['Poultry', 'دواجن', 'Volailles', 'Aves']),
    c('meat-fish', 'fish', ['Fish & seafood', 'أسماك ومأكولات بحرية', 'Poissons et fruits de mer', 'Pescados y mariscos']),
  ]),
  c('pantry', 'grocery', ['Pantry', 'مؤونة المطبخ', 'Épicerie', 'Despensa'], [
    c('pantry-grains', 'grocery', ['Rice & pasta', 'أرز ومعكرونة', 'Riz et pâtes', 'Arroz y pasta']),
    c('pantry-sauces', 'grocery', ['Sauces & spreads', 'صلصات ومربيات', 'Sauces et pâtes à tartiner', 'Salsas y untables']),
    c('pantry-oils', 'grocery', ['Oils & vinegar', 'زيوت وخل', 'Huiles et vinaigres', 'Aceites y vinagres']),
    c('pantry-canned', 'grocery', ['Canned goods', 'معلبات', 'Conserves', 'Conservas']),
  ]),
  c('snacks', 'grocery', ['Snacks', 'وجبات خفيفة', 'Snacks', 'Aperitivos y snacks'], [
    c('snacks-chips', 'grocery', ['Chips & crisps', 'رقائق البطاطس', 'Chips', 'Papitas y chips']),
    c('snacks-nuts', 'grocery', ['Nuts & dried fruit', 'مكسرات وفواكه مجففة', 'Fruits secs', 'Frutos secos']),
    c('snacks-biscuits', 'grocery', ['Biscuits & crackers', 'بسكويت وكراكرز', 'Biscuits et crackers', 'Galletas y crackers']),
    c('snacks-chocolate', 'cake', ['Chocolate & sweets', 'شوكولاتة وحلوى', 'Chocolat et confiseries', 'Chocolate y golosinas']),
  ]),
  c('frozen', 'icecream', ['Frozen', 'مجمدات', 'Surgelés', 'Congelados'], [
    c('frozen-meals', 'pizza', ['Frozen meals', 'وجبات مجمدة', 'Plats surgelés', 'Platos congelados']),
    c('frozen-desserts', 'icecream', ['Frozen desserts', 'حلويات مجمدة', 'Desserts glacés', 'Postres helados']),
    c('frozen-veg', 'vegetable', ['Frozen vegetables', 'خضار مجمدة', 'Légumes surgelés', 'Verduras congeladas']),
  ]),
  c('household', 'grocery', ['Household', 'مستلزمات المنزل', 'Maison et entretien', 'Hogar y limpieza'], [
    c('household-cleaning', 'grocery', ['Cleaning', 'تنظيف', 'Entretien', 'Limpieza']),
    c('household-paper', 'grocery', ['Paper goods', 'منتجات ورقية', 'Papier et essuie-tout', 'Papel y celulosa']),
    c('household-care', 'grocery', ['Personal care', 'عناية شخصية', 'Hygiène et beauté', 'Cuidado personal']),
  ]),
];

/** Shop categories (type 'shop'): the `category_id` filter of the shop lists. */
export const SHOP_CATEGORIES: readonly CategoryDef[] = [
  c('shop-italian', 'pizza', ['Pizza & Italian', 'بيتزا ومأكولات إيطالية', 'Pizza et cuisine italienne', 'Pizza y cocina italiana']),
  c('shop-fast-food', 'burger', ['Burgers & fast food', 'برغر ووجبات سريعة', 'Burgers et restauration rapide', 'Hamburguesas y comida rápida']),
  c('shop-asian', 'sushi', ['Asian', 'مأكولات آسيوية', 'Cuisine asiatique', 'Cocina asiática']),
  c('shop-healthy', 'salad', ['Healthy', 'أكل صحي', 'Healthy', 'Saludable']),
  c('shop-comfort', 'soup', ['Soups & comfort food', 'شوربات وأطباق دافئة', 'Soupes et plats réconfortants', 'Sopas y comida casera']),
  c('shop-grill', 'meat', ['Grill & BBQ', 'مشاوي وباربكيو', 'Grillades et barbecue', 'Parrilla y barbacoa']),
  c('shop-mexican', 'meat', ['Mexican', 'مكسيكي', 'Mexicain', 'Mexicana']),
  c('shop-indian', 'soup', ['Indian', 'هندي', 'Indien', 'India']),
  c('shop-breakfast', 'bread', ['Breakfast & brunch', 'فطور وبرانش', 'Petit-déjeuner et brunch', 'Desayunos y brunch']),
  c('shop-sweets', 'cake', ['Desserts & coffee', 'حلويات وقهوة', 'Desserts et café', 'Postres y café']),
  c('shop-grocery', 'grocery', ['Supermarkets', 'سوبرماركت', 'Supermarchés', 'Supermercados']),
  c('shop-produce', 'fruit', ['Fresh produce', 'منتجات طازجة', 'Produits frais', 'Productos frescos']),
  c('shop-bakery', 'bread', ['Bakeries', 'مخابز', 'Boulangeries', 'Panaderías']),
  c('shop-butcher', 'meat', ['Butchers & fishmongers', 'ملاحم وأسماك', 'Boucheries et poissonneries', 'Carnicerías y pescaderías']),
  c('shop-convenience', 'grocery', ['Convenience stores', 'متاجر صغيرة', 'Supérettes', 'Tiendas de conveniencia']),
  c('shop-organic', 'vegetable', ['Organic', 'منتجات عضوية', 'Bio', 'Ecológico']),
  c('shop-frozen', 'icecream', ['Frozen foods', 'أطعمة مجمدة', 'Produits surgelés', 'Alimentos congelados']),
];

/** Recipe categories (type 'receipt'). */
export const RECIPE_CATEGORIES: readonly CategoryDef[] = [
  c('recipe-quick', 'noodles', ['Quick dinners', 'عشاء سريع', 'Dîners rapides', 'Cenas rápidas']),
  c('recipe-brunch', 'bread', ['Brunch ideas', 'أفكار للبرانش', 'Idées brunch', 'Ideas para el brunch']),
  c('recipe-bowls', 'salad', ['Healthy bowls', 'أطباق صحية', 'Bowls sains', 'Bowls saludables']),
  c('recipe-sweet', 'cake', ['Sweet treats', 'حلويات منزلية', 'Douceurs maison', 'Dulces caseros']),
  c('recipe-family', 'pizza', ['Family favourites', 'أطباق العائلة المفضلة', 'Plats préférés en famille', 'Favoritos de la familia']),
  // No recipe yet: the recipes page shows its empty state for it.
  c('recipe-plant', 'salad', ['Plant-based', 'أطباق نباتية', 'Cuisine végétale', 'Cocina vegetal']),
];

/** Career categories (type 'career'); no icon. */
export const CAREER_CATEGORIES: ReadonlyArray<{ key: string; t: T4 }> = [
  { key: 'career-engineering', t: ['Engineering', 'الهندسة', 'Ingénierie', 'Ingeniería'] },
  { key: 'career-operations', t: ['Operations', 'العمليات', 'Opérations', 'Operaciones'] },
  { key: 'career-support', t: ['Customer care', 'خدمة العملاء', 'Service client', 'Atención al cliente'] },
  { key: 'career-marketing', t: ['Marketing', 'التسويق', 'Marketing', 'Marketing'] },
];
