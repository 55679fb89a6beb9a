// Promotions: banners and ads (with the shops they promote), coupons, the referral programme
// and which shops post stories.
import type { FoodKind } from '../images';
import type { T4 } from './i18n';

export interface BannerDef {
  key: string;
  kind: FoodKind;
  shops: readonly string[];
  title: T4;
  description: T4;
  button: T4;
}

export const BANNERS: readonly BannerDef[] = [
  {
    key: 'pizza-night', kind: 'pizza', shops: ['rock-creek-pizza', 'logan-circle-pizzeria', 'penn-quarter-pasta'],
    title: ['Pizza night, sorted', 'سهرة البيتزا جاهزة', 'Soirée pizza, c’est réglé', 'Noche de pizza resuelta'],
    description: ['Up to 20% off selected pies at our favourite pizzerias.', 'خصم يصل إلى 20% على بيتزا مختارة في أفضل مطاعم البيتزا لدينا.', 'Jusqu’à 20 % de réduction sur une sélection de pizzas chez nos pizzerias préférées.', 'Hasta un 20 % de descuento en pizzas seleccionadas de nuestras pizzerías favoritas.'],
    button: ['Order now', 'اطلب الآن', 'Commander', 'Pedir ahora'],
  },
  {
    key: 'fresh-week', kind: 'fruit', shops: ['eastern-market-greengrocer', 'takoma-organic', 'fresh-fields-market'],
    title: ['Fresh produce week', 'أسبوع المنتجات الطازجة', 'La semaine des produits frais', 'Semana de productos frescos'],
    description: ['Seasonal fruit and vegetables from local farms, delivered the same day.', 'فواكه وخضار موسمية من مزارع محلية، تصلك في اليوم نفسه.', 'Fruits et légumes de saison de fermes locales, livrés le jour même.', 'Fruta y verdura de temporada de granjas locales, entregadas el mismo día.'],
    button: ['Shop produce', 'تسوّق الآن', 'Voir les produits', 'Ver productos'],
  },
  {
    key: 'late-night-burgers', kind: 'burger', shops: ['capitol-burger-works', 'u-street-smash'],
    title: ['Late-night burgers', 'برغر منتصف الليل', 'Burgers de minuit', 'Hamburguesas de madrugada'],
    description: ['Hungry after midnight? Capitol Burger Works never closes.', 'جائع بعد منتصف الليل؟ كابيتول برغر ووركس لا يغلق أبوابه أبداً.', 'Une petite faim après minuit ? Capitol Burger Works ne ferme jamais.', '¿Hambre después de medianoche? Capitol Burger Works nunca cierra.'],
    button: ['See menus', 'تصفّح القوائم', 'Voir les menus', 'Ver menús'],
  },
  {
    key: 'sushi-date-night', kind: 'sushi', shops: ['potomac-sushi-bar', 'tidal-basin-sushi'],
    title: ['Sushi date night', 'أمسية سوشي لشخصين', 'Soirée sushis à deux', 'Cita con sushi'],
    description: ['Sets for two, rolled to order by chefs who care.', 'تشكيلات لشخصين يلفّها طهاة شغوفون عند الطلب.', 'Des plateaux pour deux, roulés à la commande par des chefs passionnés.', 'Combinados para dos, preparados al momento por chefs apasionados.'],
    button: ['Order sushi', 'اطلب السوشي', 'Commander des sushis', 'Pedir sushi'],
  },
  {
    key: 'lighter-lunches', kind: 'salad', shops: ['green-ledger-salads', 'tidal-basin-sushi', 'navy-yard-breakfast'],
    title: ['Lighter lunches', 'غداء أخف', 'Déjeuners légers', 'Almuerzos ligeros'],
    description: ['Salads, poke and grain bowls under 600 calories.', 'سلطات وبوكي وأطباق حبوب بأقل من 600 سعرة حرارية.', 'Salades, pokes et bowls de céréales à moins de 600 calories.', 'Ensaladas, poke y bowls de cereales de menos de 600 calorías.'],
    button: ['Eat well', 'كُل صحياً', 'Manger léger', 'Comer sano'],
  },
  {
    key: 'sweet-tooth', kind: 'cake', shops: ['georgetown-sweet-spot', 'bloomingdale-bakery'],
    title: ['For your sweet tooth', 'لعشاق الحلويات', 'Pour les becs sucrés', 'Para los golosos'],
    description: ['Cakes, gelato and fresh pastries delivered to your door.', 'كعك وجيلاتو ومعجنات طازجة حتى باب منزلك.', 'Gâteaux, glaces et viennoiseries livrés à votre porte.', 'Pasteles, helados y bollería recién hecha a domicilio.'],
    button: ['Treat yourself', 'دلّل نفسك', 'Se faire plaisir', 'Date un capricho'],
  },
  {
    key: 'warm-bowls', kind: 'soup', shops: ['foggy-bottom-soup', 'shaw-ramen-lab', 'embassy-row-noodles', 'brookland-curry-house'],
    title: ['Warm bowls for cold days', 'أطباق دافئة للأيام الباردة', 'Des bols chauds pour les jours froids', 'Platos calientes para días fríos'],
    description: ['Ramen, curry and homemade soups to warm you up.', 'رامن وكاري وشوربات منزلية تمنحك الدفء.', 'Ramen, currys et soupes maison pour se réchauffer.', 'Ramen, curris y sopas caseras para entrar en calor.'],
    button: ['Find a bowl', 'اختر طبقك', 'Choisir un bol', 'Elige tu plato'],
  },
  {
    key: 'grill-weekend', kind: 'meat', shops: ['anacostia-smokehouse', 'columbia-heights-kebab', 'adams-morgan-taqueria'],
    title: ['Weekend on the grill', 'عطلة نهاية أسبوع على الشواية', 'Un week-end au barbecue', 'Fin de semana a la parrilla'],
    description: ['Smoked brisket, kebabs and tacos for the whole crew.', 'صدر بقري مدخن وكباب وتاكو للعائلة والأصدقاء.', 'Poitrine fumée, kebabs et tacos pour toute la bande.', 'Falda ahumada, kebabs y tacos para toda la pandilla.'],
    button: ['Fire it up', 'ابدأ الطلب', 'On s’y met', 'A la parrilla'],
  },
];

/** Ads (`rest/banners-ads`), same shape as banners; they expire. */
export const ADS: readonly BannerDef[] = [
  {
    key: 'ads-free-delivery', kind: 'pizza', shops: ['logan-circle-pizzeria', 'adams-morgan-taqueria'],
    title: ['Free delivery', 'توصيل مجاني', 'Livraison offerte', 'Envío gratis'],
    description: ['No delivery fee from these neighbourhood favourites.', 'من دون رسوم توصيل من هذه المطاعم المفضلة في الحي.', 'Aucun frais de livraison chez ces adresses du quartier.', 'Sin gastos de envío en estos favoritos del barrio.'],
    button: ['Order', 'اطلب', 'Commander', 'Pedir'],
  },
  {
    key: 'ads-new-on-groops', kind: 'noodles', shops: ['shaw-ramen-lab', 'wharf-frozen-foods', 'tidal-basin-sushi'],
    title: ['New on Groops', 'جديد على غروبس', 'Nouveau sur Groops', 'Novedades en Groops'],
    description: ['Fresh faces on the map this month.', 'وجوه جديدة على الخريطة هذا الشهر.', 'Les nouvelles adresses du mois.', 'Caras nuevas en el mapa este mes.'],
    button: ['Discover', 'اكتشف', 'Découvrir', 'Descubrir'],
  },
  {
    key: 'ads-weekly-shop', kind: 'grocery', shops: ['fresh-fields-market', 'petworth-pantry', 'kalorama-dairy'],
    title: ['Your weekly shop in 30 minutes', 'تسوّقك الأسبوعي في 30 دقيقة', 'Vos courses de la semaine en 30 minutes', 'Tu compra semanal en 30 minutos'],
    description: ['Groceries, dairy and pantry staples without the queue.', 'بقالة وألبان ومؤونة من دون طوابير.', 'Épicerie, produits laitiers et placard, sans faire la queue.', 'Comestibles, lácteos y despensa sin hacer cola.'],
    button: ['Start shopping', 'ابدأ التسوق', 'Faire ses courses', 'Empezar a comprar'],
  },
  {
    key: 'ads-coffee-and-pastry', kind: 'drink', shops: ['bloomingdale-bakery', 'navy-yard-breakfast', 'georgetown-sweet-spot'],
    title: ['Coffee and a pastry?', 'قهوة ومعجنات؟', 'Un café et une viennoiserie ?', '¿Café y algo dulce?'],
    description: ['Morning favourites from local bakeries and cafés.', 'مفضلات الصباح من المخابز والمقاهي المحلية.', 'Les favoris du matin des boulangeries et cafés du coin.', 'Los favoritos de la mañana de panaderías y cafés locales.'],
    button: ['Order breakfast', 'اطلب الفطور', 'Commander le petit-déj', 'Pedir el desayuno'],
  },
];

export interface CouponDef {
  code: string;
  shop?: string;
  type: 'fix' | 'percent';
  /** Cents for 'fix', percent for 'percent'. */
  value: number;
  qty: number;
  /** Days from the seed date (negative = expired). */
  expiresInDays: number;
  title: T4;
  description: T4;
}

export const COUPONS: readonly CouponDef[] = [
  {
    code: 'WELCOME5', type: 'fix', value: 500, qty: 1000, expiresInDays: 180,
    title: ['Welcome to Groops', 'أهلاً بك في غروبس', 'Bienvenue sur Groops', 'Bienvenido a Groops'],
    description: ['$5 off your first order.', 'خصم 5 دولارات على طلبك الأول.', '5 $ de réduction sur votre première commande.', '5 $ de descuento en tu primer pedido.'],
  },
  {
    code: 'GROOPS15', type: 'percent', value: 15, qty: 500, expiresInDays: 90,
    title: ['15% off everything', 'خصم 15% على كل شيء', '15 % sur tout', '15 % en todo'],
    description: ['Use it at any shop or restaurant on Groops.', 'استخدمه في أي متجر أو مطعم على غروبس.', 'Valable dans toutes les boutiques et tous les restaurants Groops.', 'Válido en cualquier tienda o restaurante de Groops.'],
  },
  {
    code: 'SPRING10', type: 'percent', value: 10, qty: 200, expiresInDays: -10,
    title: ['Spring special', 'عرض الربيع', 'Offre de printemps', 'Especial de primavera'],
    description: ['10% off. This offer has ended.', 'خصم 10%. انتهى هذا العرض.', '10 % de réduction. Cette offre est terminée.', '10 % de descuento. Esta oferta ha terminado.'],
  },
  {
    code: 'ONETIME20', type: 'fix', value: 2000, qty: 1, expiresInDays: 30,
    title: ['One lucky order', 'طلب واحد محظوظ', 'Une seule commande chanceuse', 'Un pedido afortunado'],
    description: ['$20 off for the first person to use it.', 'خصم 20 دولاراً لأول من يستخدمه.', '20 $ de réduction pour la première personne qui l’utilise.', '20 $ de descuento para la primera persona que lo use.'],
  },
  {
    code: 'USEDUP50', type: 'percent', value: 50, qty: 0, expiresInDays: 30,
    title: ['Flash deal', 'عرض خاطف', 'Vente flash', 'Oferta relámpago'],
    description: ['50% off. All codes have been claimed.', 'خصم 50%. نفدت جميع الرموز.', '50 % de réduction. Tous les codes ont été utilisés.', '50 % de descuento. Se han agotado todos los códigos.'],
  },
  {
    code: 'PIZZA3', shop: 'rock-creek-pizza', type: 'fix', value: 300, qty: 300, expiresInDays: 60,
    title: ['Pizza night', 'ليلة البيتزا', 'Soirée pizza', 'Noche de pizza'],
    description: ['$3 off at Rock Creek Pizza Co.', 'خصم 3 دولارات في روك كريك بيتزا.', '3 $ de réduction chez Rock Creek Pizza Co.', '3 $ de descuento en Rock Creek Pizza Co.'],
  },
];

/** The referral programme: the referrer gets `priceFrom`, the new customer `priceTo` (cents). */
export const REFERRAL = {
  priceFrom: 500,
  priceTo: 300,
  expiresInDays: 365,
  title: ['Invite friends, earn credit', 'ادعُ أصدقاءك واكسب رصيداً', 'Invitez vos amis, gagnez du crédit', 'Invita a tus amigos y gana saldo'],
  description: [
    'Share your code. When a friend signs up with it and their first order is delivered, you get $5 in your wallet and they get $3.',
    'شارك رمزك. عندما يسجّل صديقك به ويُسلَّم طلبه الأول، تحصل على 5 دولارات في محفظتك ويحصل هو على 3 دولارات.',
    'Partagez votre code. Quand un ami s’inscrit avec et que sa première commande est livrée, vous recevez 5 $ dans votre portefeuille et lui 3 $.',
    'Comparte tu código. Cuando un amigo se registre con él y reciba su primer pedido, tú obtienes 5 $ en tu monedero y él 3 $.',
  ],
  faq: [
    'Where is my code? On your profile page, under "Invite friends".\n\nWhen is the reward paid? As soon as your friend’s first order is delivered.\n\nIs there a limit? No, invite as many friends as you like.',
    'أين أجد رمزي؟ في صفحة ملفك الشخصي، ضمن «ادعُ أصدقاءك».\n\nمتى تُصرف المكافأة؟ فور تسليم الطلب الأول لصديقك.\n\nهل هناك حد أقصى؟ لا، ادعُ من تشاء من الأصدقاء.',
    'Où est mon code ? Sur votre page de profil, rubrique « Inviter des amis ».\n\nQuand la récompense est-elle versée ? Dès que la première commande de votre ami est livrée.\n\nY a-t-il une limite ? Non, invitez autant d’amis que vous le souhaitez.',
    '¿Dónde está mi código? En tu perfil, en «Invitar amigos».\n\n¿Cuándo se paga la recompensa? En cuanto se entregue el primer pedido de tu amigo.\n\n¿Hay un límite? No, invita a todos los amigos que quieras.',
  ],
} as const satisfies { title: T4; description: T4; faq: T4; priceFrom: number; priceTo: number; expiresInDays: number };

/** Shops posting stories right now, with how many each (products are picked from their menus). */
export const STORY_SHOPS: ReadonlyArray<readonly [shop: string, count: number]> = [
  ['rock-creek-pizza', 2],
  ['capitol-burger-works', 2],
  ['potomac-sushi-bar', 1],
  ['green-ledger-salads', 1],
  ['georgetown-sweet-spot', 2],
  ['shaw-ramen-lab', 1],
  ['fresh-fields-market', 1],
  ['bloomingdale-bakery', 1],
  ['adams-morgan-taqueria', 1],
  ['navy-yard-breakfast', 1],
];
