// Recipes ("receipts"): a shop's bundle of products with a bundle discount. Ingredient lists are
// built from the products' own translations; instructions are written per language.
import type { FoodKind } from '../images';
import type { T4 } from './i18n';

export interface RecipeDef {
  key: string;
  shop: string;
  category: string;
  kind: FoodKind;
  /** Minutes. */
  active: number;
  total: number;
  calories: number;
  servings: number;
  discount: { type: 'fix'; price: number } | { type: 'percent'; percent: number };
  /** [product English name (must be sold by the shop), min quantity]. */
  stocks: ReadonlyArray<readonly [string, number]>;
  /** Protein, carbohydrates, fat in grams. */
  macros: readonly [number, number, number];
  title: T4;
  description: T4;
  steps: T4;
}

export const NUTRITION_TITLES = {
  calories: ['Calories', 'السعرات الحرارية', 'Calories', 'Calorías'],
  protein: ['Protein', 'البروتين', 'Protéines', 'Proteínas'],
  carbs: ['Carbohydrates', 'الكربوهيدرات', 'Glucides', 'Hidratos de carbono'],
  fat: ['Fat', 'الدهون', 'Lipides', 'Grasas'],
} as const satisfies Record<string, T4>;

export const RECIPES: readonly RecipeDef[] = [
  {
    key: 'tomato-basil-spaghetti', shop: 'fresh-fields-market', category: 'recipe-quick', kind: 'noodles',
    active: 10, total: 25, calories: 520, servings: 2, discount: { type: 'percent', percent: 10 }, macros: [18, 72, 17],
    stocks: [['Spaghetti', 1], ['Diced Tomatoes', 2], ['Basil', 1], ['Parmesan Wedge', 1], ['Extra Virgin Olive Oil', 1]],
    title: ['Weeknight Tomato Basil Spaghetti', 'سباغيتي بالطماطم والريحان لأمسيات الأسبوع', 'Spaghetti tomate-basilic du soir', 'Espaguetis con tomate y albahaca para diario'],
    description: ['A 25-minute pasta with a bright tomato sauce and lots of basil.', 'طبق معكرونة جاهز في 25 دقيقة بصلصة طماطم منعشة وكثير من الريحان.', 'Des pâtes prêtes en 25 minutes, sauce tomate vive et basilic à profusion.', 'Una pasta lista en 25 minutos con salsa de tomate fresca y mucha albahaca.'],
    steps: [
      '1. Cook the spaghetti in salted boiling water until al dente.\n2. Meanwhile, warm the olive oil, add the tomatoes and simmer for 10 minutes.\n3. Toss the pasta with the sauce and a splash of cooking water.\n4. Finish with torn basil and grated parmesan.',
      '1. اسلق السباغيتي في ماء مغلي مملح حتى تنضج مع بقاء قوامها متماسكاً.\n2. في الأثناء، سخّن زيت الزيتون وأضف الطماطم واتركها تغلي بهدوء 10 دقائق.\n3. اخلط المعكرونة مع الصلصة وقليل من ماء السلق.\n4. زيّنها بأوراق الريحان والبارميزان المبشور.',
      '1. Faites cuire les spaghetti al dente dans de l’eau bouillante salée.\n2. Pendant ce temps, chauffez l’huile d’olive, ajoutez les tomates et laissez mijoter 10 minutes.\n3. Mélangez les pâtes à la sauce avec un peu d’eau de cuisson.\n4. Terminez avec du basilic déchiré et du parmesan râpé.',
      '1. Cuece los espaguetis en agua hirviendo con sal hasta que estén al dente.\n2. Mientras tanto, calienta el aceite, añade el tomate y deja cocer 10 minutos.\n3. Mezcla la pasta con la salsa y un chorrito del agua de cocción.\n4. Termina con albahaca troceada y parmesano rallado.',
    ],
  },
  {
    key: 'berry-yogurt-parfait', shop: 'takoma-organic', category: 'recipe-brunch', kind: 'dairy',
    active: 10, total: 10, calories: 340, servings: 2, discount: { type: 'fix', price: 150 }, macros: [19, 44, 9],
    stocks: [['Greek Yogurt', 2], ['Blueberries', 1], ['Strawberries', 1], ['Honey Granola', 1]],
    title: ['Berry Yogurt Parfait', 'بارفيه الزبادي بالتوت', 'Parfait au yaourt et aux fruits rouges', 'Parfait de yogur y frutos rojos'],
    description: ['Layers of creamy yogurt, fresh berries and crunchy granola, ready in ten minutes.', 'طبقات من الزبادي الكريمي والتوت الطازج والغرانولا المقرمشة، جاهز في عشر دقائق.', 'Des couches de yaourt onctueux, de fruits rouges et de granola croquant, prêt en dix minutes.', 'Capas de yogur cremoso, frutos rojos frescos y granola crujiente, listo en diez minutos.'],
    steps: [
      '1. Wash the berries and slice the strawberries.\n2. Spoon the yogurt into two glasses.\n3. Add a layer of berries, then granola, and repeat.\n4. Serve straight away so the granola stays crunchy.',
      '1. اغسل التوت وقطّع الفراولة إلى شرائح.\n2. ضع الزبادي بالملعقة في كأسين.\n3. أضف طبقة من التوت ثم الغرانولا، وكرر ذلك.\n4. قدّمه فوراً لتبقى الغرانولا مقرمشة.',
      '1. Lavez les fruits rouges et coupez les fraises en tranches.\n2. Répartissez le yaourt dans deux verres.\n3. Ajoutez une couche de fruits, puis de granola, et recommencez.\n4. Servez aussitôt pour que le granola reste croquant.',
      '1. Lava los frutos rojos y corta las fresas en láminas.\n2. Reparte el yogur en dos vasos.\n3. Añade una capa de fruta y otra de granola, y repite.\n4. Sirve enseguida para que la granola siga crujiente.',
    ],
  },
  {
    key: 'sesame-salmon-bowl', shop: 'chevy-chase-butcher', category: 'recipe-bowls', kind: 'fish',
    active: 15, total: 35, calories: 610, servings: 2, discount: { type: 'percent', percent: 12 }, macros: [36, 58, 24],
    stocks: [['Atlantic Salmon Fillet', 1], ['Jasmine Rice', 1], ['Toasted Sesame Oil', 1], ['Cucumbers', 1], ['Avocados', 1]],
    title: ['Sesame Salmon Rice Bowl', 'طبق الأرز بالسلمون والسمسم', 'Bol de riz au saumon et sésame', 'Bowl de arroz con salmón y sésamo'],
    description: ['Pan-seared salmon over jasmine rice with cucumber and avocado.', 'سلمون محمّر في المقلاة فوق أرز الياسمين مع الخيار والأفوكادو.', 'Saumon poêlé sur riz jasmin, concombre et avocat.', 'Salmón a la sartén sobre arroz jazmín con pepino y aguacate.'],
    steps: [
      '1. Rinse the rice and cook it according to the packet.\n2. Brush the salmon with sesame oil and sear it skin-side down for 4 minutes, then 2 minutes on the other side.\n3. Slice the cucumber and avocado.\n4. Fill two bowls with rice, flake the salmon on top and add the vegetables.',
      '1. اغسل الأرز واطهه حسب التعليمات على العبوة.\n2. ادهن السلمون بزيت السمسم واطهه على جهة الجلد 4 دقائق، ثم دقيقتين على الجهة الأخرى.\n3. قطّع الخيار والأفوكادو إلى شرائح.\n4. املأ وعاءين بالأرز، وفتّت السلمون فوقه، وأضف الخضار.',
      '1. Rincez le riz et faites-le cuire selon le paquet.\n2. Badigeonnez le saumon d’huile de sésame et saisissez-le 4 minutes côté peau, puis 2 minutes de l’autre côté.\n3. Tranchez le concombre et l’avocat.\n4. Répartissez le riz dans deux bols, émiettez le saumon dessus et ajoutez les légumes.',
      '1. Lava el arroz y cuécelo según el paquete.\n2. Pinta el salmón con aceite de sésamo y márcalo 4 minutos por el lado de la piel y 2 por el otro.\n3. Corta el pepino y el aguacate en láminas.\n4. Reparte el arroz en dos boles, desmiga el salmón por encima y añade las verduras.',
    ],
  },
  {
    key: 'lemon-herb-roast-chicken', shop: 'fresh-fields-market', category: 'recipe-family', kind: 'meat',
    active: 20, total: 95, calories: 680, servings: 4, discount: { type: 'fix', price: 300 }, macros: [52, 38, 34],
    stocks: [['Whole Chicken', 1], ['Potatoes', 1], ['Carrots', 1], ['Rosemary', 1], ['Lemons', 1], ['Garlic', 1]],
    title: ['Lemon and Herb Roast Chicken', 'دجاج مشوي بالليمون والأعشاب', 'Poulet rôti au citron et aux herbes', 'Pollo asado al limón y a las hierbas'],
    description: ['A Sunday classic with crispy skin and vegetables roasted in the juices.', 'طبق الأحد الكلاسيكي بجلد مقرمش وخضار مشوية في عصارته.', 'Le classique du dimanche, peau croustillante et légumes rôtis dans le jus.', 'Un clásico del domingo con la piel crujiente y verduras asadas en su jugo.'],
    steps: [
      '1. Heat the oven to 220 °C (425 °F).\n2. Cut the potatoes and carrots into chunks and spread them in a roasting tin.\n3. Stuff the chicken with the halved lemon, garlic and rosemary, season well and set it on the vegetables.\n4. Roast for about 75 minutes, until the juices run clear, and rest for 10 minutes before carving.',
      '1. سخّن الفرن إلى 220 درجة مئوية.\n2. قطّع البطاطس والجزر قطعاً كبيرة ووزّعها في صينية الشوي.\n3. احشُ الدجاجة بنصفي الليمونة والثوم وإكليل الجبل، وتبّلها جيداً وضعها فوق الخضار.\n4. اشوها نحو 75 دقيقة حتى تصبح عصارتها صافية، واتركها ترتاح 10 دقائق قبل التقطيع.',
      '1. Préchauffez le four à 220 °C.\n2. Coupez les pommes de terre et les carottes en morceaux et étalez-les dans un plat.\n3. Garnissez le poulet du citron coupé en deux, de l’ail et du romarin, assaisonnez et posez-le sur les légumes.\n4. Enfournez environ 75 minutes, jusqu’à ce que le jus soit clair, puis laissez reposer 10 minutes avant de découper.',
      '1. Precalienta el horno a 220 °C.\n2. Corta las papas y las zanahorias en trozos y repártelas en una bandeja.\n3. Rellena el pollo con el limón partido, el ajo y el romero, salpimienta y colócalo sobre las verduras.\n4. Ásalo unos 75 minutos, hasta que el jugo salga claro, y déjalo reposar 10 minutos antes de trinchar.',
    ],
  },
  {
    key: 'chunky-guacamole', shop: 'eastern-market-greengrocer', category: 'recipe-quick', kind: 'vegetable',
    active: 10, total: 10, calories: 260, servings: 4, discount: { type: 'percent', percent: 15 }, macros: [3, 14, 22],
    stocks: [['Avocados', 2], ['Limes', 1], ['Tomatoes', 1], ['Coriander', 1], ['Yellow Onions', 1]],
    title: ['Chunky Guacamole', 'غواكامولي بقطع كبيرة', 'Guacamole rustique', 'Guacamole con tropezones'],
    description: ['Ripe avocados, lime and coriander, roughly mashed for dipping.', 'أفوكادو ناضج وليمون أخضر وكزبرة، مهروسة بخشونة للتغميس.', 'Avocats mûrs, citron vert et coriandre, écrasés grossièrement pour l’apéritif.', 'Aguacates maduros, lima y cilantro, machacados a tenedor para mojar.'],
    steps: [
      '1. Halve the avocados, remove the stones and scoop the flesh into a bowl.\n2. Mash roughly with a fork and squeeze in the lime juice.\n3. Stir in finely chopped onion, tomato and coriander.\n4. Season with salt and serve right away.',
      '1. اقسم حبات الأفوكادو وانزع البذور واغرف اللب في وعاء.\n2. اهرسه بالشوكة بشكل خشن واعصر فوقه الليمون الأخضر.\n3. أضف البصل والطماطم والكزبرة المفرومة ناعماً وقلّب.\n4. تبّله بالملح وقدّمه فوراً.',
      '1. Coupez les avocats en deux, retirez les noyaux et prélevez la chair dans un saladier.\n2. Écrasez grossièrement à la fourchette et ajoutez le jus de citron vert.\n3. Incorporez l’oignon, la tomate et la coriandre finement hachés.\n4. Salez et servez aussitôt.',
      '1. Parte los aguacates, quita el hueso y pon la pulpa en un cuenco.\n2. Machácala a tenedor sin dejarla fina y exprime la lima por encima.\n3. Añade la cebolla, el tomate y el cilantro muy picados.\n4. Sala y sirve al momento.',
    ],
  },
  {
    key: 'chocolate-banana-bread', shop: 'petworth-pantry', category: 'recipe-sweet', kind: 'cake',
    active: 15, total: 75, calories: 290, servings: 8, discount: { type: 'percent', percent: 10 }, macros: [5, 40, 13],
    stocks: [['All-Purpose Flour', 1], ['Granulated Sugar', 1], ['Bananas', 1], ['Unsalted Butter', 1], ['Dark Chocolate Bar', 2], ['Free-Range Eggs', 1]],
    title: ['Chocolate Chunk Banana Bread', 'كعكة الموز بقطع الشوكولاتة', 'Banana bread aux éclats de chocolat', 'Pan de plátano con trozos de chocolate'],
    description: ['The best use for very ripe bananas, studded with dark chocolate.', 'أفضل استخدام للموز الناضج جداً، مع قطع الشوكولاتة الداكنة.', 'La meilleure façon d’utiliser des bananes bien mûres, avec des éclats de chocolat noir.', 'La mejor forma de aprovechar plátanos muy maduros, con trozos de chocolate negro.'],
    steps: [
      '1. Heat the oven to 175 °C (350 °F) and line a loaf tin.\n2. Mash the bananas, then beat in the melted butter, sugar and eggs.\n3. Fold in the flour and the chopped chocolate.\n4. Bake for 55 to 60 minutes, until a skewer comes out clean, and cool before slicing.',
      '1. سخّن الفرن إلى 175 درجة مئوية وبطّن قالباً مستطيلاً بورق الخبز.\n2. اهرس الموز، ثم اخفق معه الزبدة المذابة والسكر والبيض.\n3. أضف الدقيق والشوكولاتة المقطعة وقلّب برفق.\n4. اخبزها 55 إلى 60 دقيقة حتى يخرج العود نظيفاً، واتركها تبرد قبل التقطيع.',
      '1. Préchauffez le four à 175 °C et chemisez un moule à cake.\n2. Écrasez les bananes puis incorporez le beurre fondu, le sucre et les œufs.\n3. Ajoutez délicatement la farine et le chocolat concassé.\n4. Enfournez 55 à 60 minutes, jusqu’à ce qu’une pique ressorte sèche, et laissez refroidir avant de trancher.',
      '1. Precalienta el horno a 175 °C y forra un molde rectangular.\n2. Machaca los plátanos y bate con la mantequilla derretida, el azúcar y los huevos.\n3. Incorpora la harina y el chocolate troceado con movimientos suaves.\n4. Hornea de 55 a 60 minutos, hasta que un palillo salga limpio, y deja enfriar antes de cortar.',
    ],
  },
  {
    key: 'homemade-margherita', shop: 'fresh-fields-market', category: 'recipe-family', kind: 'pizza',
    active: 25, total: 120, calories: 780, servings: 2, discount: { type: 'fix', price: 200 }, macros: [32, 98, 28],
    stocks: [['All-Purpose Flour', 1], ['Marinara Sauce', 1], ['Fresh Mozzarella', 2], ['Basil', 1], ['Extra Virgin Olive Oil', 1]],
    title: ['Homemade Margherita Pizza', 'بيتزا مارغريتا منزلية', 'Pizza Margherita maison', 'Pizza Margarita casera'],
    description: ['A simple dough, bright tomato sauce and fresh mozzarella, baked as hot as your oven goes.', 'عجينة بسيطة وصلصة طماطم منعشة وموزاريلا طازجة، تُخبز على أعلى حرارة لفرنك.', 'Une pâte simple, une sauce tomate vive et de la mozzarella fraîche, cuites dans un four aussi chaud que possible.', 'Una masa sencilla, salsa de tomate fresca y mozzarella, horneada a la máxima temperatura de tu horno.'],
    steps: [
      '1. Mix the flour with 300 ml warm water, a pinch of salt and a spoon of olive oil; knead and leave to rise for an hour.\n2. Heat the oven as high as it goes with a tray inside.\n3. Stretch the dough thinly, spread the sauce and tear the mozzarella on top.\n4. Bake for 8 to 10 minutes and finish with fresh basil.',
      '1. اخلط الدقيق مع 300 مل من الماء الدافئ ورشة ملح وملعقة من زيت الزيتون، ثم اعجنه واتركه يتخمر ساعة.\n2. سخّن الفرن على أعلى حرارة مع وضع صينية بداخله.\n3. افرد العجينة رقيقة، ووزّع الصلصة، وقطّع الموزاريلا فوقها.\n4. اخبزها 8 إلى 10 دقائق وزيّنها بالريحان الطازج.',
      '1. Mélangez la farine avec 300 ml d’eau tiède, une pincée de sel et une cuillère d’huile d’olive ; pétrissez et laissez lever une heure.\n2. Faites chauffer le four au maximum avec une plaque à l’intérieur.\n3. Étalez finement la pâte, nappez de sauce et déchirez la mozzarella par-dessus.\n4. Enfournez 8 à 10 minutes et terminez avec du basilic frais.',
      '1. Mezcla la harina con 300 ml de agua tibia, una pizca de sal y una cucharada de aceite; amasa y deja levar una hora.\n2. Calienta el horno al máximo con una bandeja dentro.\n3. Estira la masa fina, extiende la salsa y reparte la mozzarella troceada.\n4. Hornea de 8 a 10 minutos y termina con albahaca fresca.',
    ],
  },
];
