// The demo grocery and convenience shops (invented names around Washington, DC).
import type { ShopDef } from './shop-types';

export const GROCERIES: readonly ShopDef[] = [
  {
    key: 'fresh-fields-market', type: 'shop', kind: 'grocery', street: '1600 20th St NW', zip: '20009', hood: 'dupont', at: [0.9, 240],
    title: ['Fresh Fields Market', 'فريش فيلدز ماركت', 'Marché Fresh Fields', 'Mercado Fresh Fields'],
    description: [
      'Your neighbourhood supermarket for the weekly shop, from fresh produce to pantry staples.',
      'سوبرماركت الحي لتسوقك الأسبوعي، من المنتجات الطازجة إلى أساسيات المؤونة.',
      'Le supermarché du quartier pour les courses de la semaine, des produits frais à l’épicerie.',
      'El supermercado del barrio para la compra semanal, de productos frescos a básicos de despensa.',
    ],
    menu: [
      ['gr-fruit', 4], ['gr-veg', 4], ['gr-milk', 3], ['gr-cheese', 2], ['gr-yogurt', 2], ['gr-eggs', 2], ['gr-bread', 3], ['gr-meat', 2], ['gr-poultry', 2],
      ['gr-grains', 3], ['gr-sauces', 2], ['gr-canned', 2], ['gr-snacks', 2], ['dr-soft', 2], ['gr-water', 2], ['gr-frozen-meals', 2], ['gr-cleaning', 1],
    ],
    categories: ['shop-grocery'], tags: ['fast-delivery', 'family-deals'], hours: ['7-00', '23-00'], verify: true,
  },
  {
    key: 'eastern-market-greengrocer', type: 'shop', kind: 'vegetable', street: '225 7th St SE', zip: '20003', hood: 'easternMarket', at: [3.8, 135],
    title: ['Eastern Market Greengrocer', 'خضرجي إيسترن ماركت', 'Primeur d’Eastern Market', 'Frutería Eastern Market'],
    description: [
      'Crates of seasonal fruit, vegetables and herbs from Chesapeake farms.',
      'صناديق من الفواكه والخضار والأعشاب الموسمية من مزارع تشيسابيك.',
      'Des cagettes de fruits, légumes et herbes de saison venus des fermes de la Chesapeake.',
      'Cajas de fruta, verdura y hierbas de temporada de granjas de la Chesapeake.',
    ],
    menu: ['gr-fruit', 'gr-veg', 'gr-herbs', ['gr-juice', 3]],
    categories: ['shop-produce', 'shop-organic'], tags: ['organic', 'healthy-choice'], hours: ['7-00', '19-00'], closedInDays: 3,
  },
  {
    key: 'kalorama-dairy', type: 'shop', kind: 'dairy', street: '1800 Columbia Rd NW', zip: '20009', hood: 'kalorama', at: [1.3, 290],
    title: ['Kalorama Dairy & Cheese', 'كالوراما للألبان والأجبان', 'Crèmerie-fromagerie Kalorama', 'Lácteos y Quesos Kalorama'],
    description: [
      'Farmhouse cheeses, cultured butter and creamline milk from small dairies.',
      'أجبان ريفية وزبدة مخمّرة وحليب طبيعي من مزارع ألبان صغيرة.',
      'Fromages fermiers, beurre de baratte et lait entier de petites laiteries.',
      'Quesos de granja, mantequilla cultivada y leche fresca de pequeñas lecherías.',
    ],
    menu: ['gr-milk', 'gr-cheese', 'gr-yogurt', 'gr-eggs', ['gr-bread', 4]],
    categories: ['shop-grocery'], tags: ['local-favourite'], hours: 'no-sunday',
  },
  {
    key: 'bloomingdale-bakery', type: 'shop', kind: 'bread', street: '52 Rhode Island Ave NW', zip: '20001', hood: 'bloomingdale', at: [1.7, 95],
    title: ['Bloomingdale Bakery', 'مخبز بلومينغديل', 'Boulangerie Bloomingdale', 'Panadería Bloomingdale'],
    description: [
      'Naturally leavened bread, croissants and cakes baked before sunrise.',
      'خبز بالتخمير الطبيعي وكرواسون وكعك يُخبز قبل شروق الشمس.',
      'Pain au levain naturel, croissants et gâteaux cuits avant l’aube.',
      'Pan de fermentación natural, cruasanes y pasteles horneados antes del amanecer.',
    ],
    menu: ['gr-bread', 'gr-pastries', ['sw-cakes', 6], ['dr-coffee', 5]],
    categories: ['shop-bakery', 'shop-sweets'], tags: ['sweet-treats', 'local-favourite'], hours: ['6-30', '19-00'],
  },
  {
    key: 'chevy-chase-butcher', type: 'shop', kind: 'meat', street: '5520 Connecticut Ave NW', zip: '20015', hood: 'chevyChase', at: [5.9, 325],
    title: ['Chevy Chase Butcher & Fish', 'ملحمة وأسماك تشيفي تشيس', 'Boucherie-poissonnerie Chevy Chase', 'Carnicería y Pescadería Chevy Chase'],
    description: [
      'Dry-aged steaks, free-range poultry and the day’s catch, cut to order.',
      'ستيك معتّق ودواجن تُربّى طليقة وصيد اليوم، يُقطّع حسب الطلب.',
      'Bœuf maturé, volailles fermières et pêche du jour, découpés à la demande.',
      'Carne madurada, aves camperas y la pesca del día, cortadas al momento.',
    ],
    menu: ['gr-meat', 'gr-poultry', 'gr-fish', ['gr-sauces', 3], ['gr-oils', 2]],
    categories: ['shop-butcher'], tags: ['local-favourite'], hours: 'no-sunday', zoneKm: 3.2,
  },
  {
    key: 'fourteenth-street-corner', type: 'shop', kind: 'grocery', street: '1326 14th St NW', zip: '20005', hood: 'logan', at: [0.5, 180],
    title: ['14th Street Corner Store', 'متجر زاوية الشارع الرابع عشر', 'L’Épicerie du coin de la 14e Rue', 'Tienda de la Esquina de la Calle 14'],
    description: [
      'Snacks, cold drinks and everyday essentials, delivered in minutes.',
      'وجبات خفيفة ومشروبات باردة ومستلزمات يومية، تصلك في دقائق.',
      'Snacks, boissons fraîches et produits du quotidien, livrés en quelques minutes.',
      'Snacks, bebidas frías y básicos del día a día, entregados en minutos.',
    ],
    menu: ['gr-snacks', ['gr-nuts', 4], 'gr-biscuits', 'gr-chocolate', ['dr-soft', 6], 'gr-water', ['gr-paper', 3], ['gr-cleaning', 3]],
    categories: ['shop-convenience'], tags: ['fast-delivery', 'late-night'], hours: ['7-00', '23-59'], fee: 199,
  },
  {
    key: 'petworth-pantry', type: 'shop', kind: 'grocery', street: '3815 Georgia Ave NW', zip: '20011', hood: 'petworth', at: [3.0, 10],
    title: ['Petworth Pantry', 'مؤونة بيتوورث', 'L’Épicerie de Petworth', 'Despensa Petworth'],
    description: [
      'A well-stocked pantry: grains, sauces, oils, tins and freshly roasted coffee.',
      'مؤونة متكاملة: حبوب وصلصات وزيوت ومعلبات وقهوة محمّصة طازجة.',
      'Une épicerie bien garnie : céréales, sauces, huiles, conserves et café fraîchement torréfié.',
      'Una despensa bien surtida: cereales, salsas, aceites, conservas y café recién tostado.',
    ],
    menu: ['gr-grains', 'gr-sauces', 'gr-oils', 'gr-canned', 'gr-cereal', 'gr-coffee'],
    categories: ['shop-grocery'], tags: ['family-deals'], hours: ['8-00', '21-00'],
  },
  {
    key: 'takoma-organic', type: 'shop', kind: 'vegetable', street: '5930 Georgia Ave NW', zip: '20011', hood: 'takoma', at: [4.8, 20],
    title: ['Takoma Organic Grocer', 'تاكوما للبقالة العضوية', 'Épicerie bio de Takoma', 'Ultramarinos Ecológicos Takoma'],
    description: [
      'Certified organic produce, dairy and breakfast staples from local growers.',
      'منتجات عضوية معتمدة وألبان وأساسيات الفطور من مزارعين محليين.',
      'Fruits et légumes bio certifiés, produits laitiers et petit-déjeuner de producteurs locaux.',
      'Frutas y verduras ecológicas certificadas, lácteos y básicos de desayuno de productores locales.',
    ],
    menu: [['gr-fruit', 8], ['gr-veg', 8], ['gr-herbs', 3], ['gr-milk', 3], ['gr-yogurt', 3], ['gr-eggs', 2], ['gr-cereal', 3], ['gr-juice', 3], ['gr-nuts', 3]],
    categories: ['shop-organic', 'shop-produce'], tags: ['organic', 'vegan-friendly', 'healthy-choice'], hours: ['8-00', '21-00'],
  },
  {
    key: 'glover-park-night-mart', type: 'shop', kind: 'grocery', street: '2330 Wisconsin Ave NW', zip: '20007', hood: 'gloverPark', at: [3.6, 285],
    title: ['Glover Park Night Mart', 'غلوفر بارك نايت مارت', 'Glover Park Night Mart', 'Glover Park Night Mart'],
    description: [
      'The late-night run for snacks, ice cream and toiletries, without leaving home.',
      'مشوار آخر الليل للوجبات الخفيفة والآيس كريم ومستلزمات العناية، من دون مغادرة البيت.',
      'La course de fin de soirée — snacks, glaces et hygiène — sans quitter la maison.',
      'La compra nocturna de snacks, helados y artículos de aseo, sin salir de casa.',
    ],
    menu: [['gr-snacks', 5], ['gr-chocolate', 4], ['dr-soft', 6], ['gr-water', 3], ['gr-frozen-meals', 5], ['gr-frozen-desserts', 3], 'gr-care', ['gr-paper', 2]],
    categories: ['shop-convenience'], tags: ['late-night', 'fast-delivery'], hours: ['8-00', '23-59'],
  },
  {
    key: 'wharf-frozen-foods', type: 'shop', kind: 'icecream', street: '760 Maine Ave SW', zip: '20024', hood: 'wharf', at: [3.9, 175],
    title: ['Wharf Street Frozen Foods', 'وارف ستريت للأطعمة المجمدة', 'Wharf Street Surgelés', 'Wharf Street Congelados'],
    description: [
      'Frozen meals, ice cream and flash-frozen seafood for a well-stocked freezer.',
      'وجبات مجمدة وآيس كريم ومأكولات بحرية مجمدة سريعاً لمجمّد عامر.',
      'Plats surgelés, glaces et produits de la mer surgelés pour un congélateur bien rempli.',
      'Platos congelados, helados y marisco ultracongelado para un congelador bien surtido.',
    ],
    menu: ['gr-frozen-meals', 'gr-frozen-desserts', 'gr-frozen-veg', ['gr-fish', 4], ['sw-icecream', 3]],
    categories: ['shop-frozen'], tags: ['family-deals'], hours: ['9-00', '22-00'], closedInDays: 13,
  },
];
