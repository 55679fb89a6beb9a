// Static pages (about sections, drivers), the welcome landing page, privacy policy and terms.
import type { FoodKind } from '../images';
import type { T4 } from './i18n';

export interface PageDef {
  type: 'about' | 'about_second' | 'about_three' | 'about_fourth' | 'delivery';
  kind: FoodKind;
  /** Which app the store buttons point at (settings keys). */
  app: 'customer' | 'delivery';
  title: T4;
  body: T4;
}

export const PAGES: readonly PageDef[] = [
  {
    type: 'about', kind: 'salad', app: 'customer',
    title: ['Food and groceries from the neighbourhood you love', 'طعام وبقالة من الحي الذي تحبه', 'Les bons plats et les courses de votre quartier', 'Comida y compra de tu barrio favorito'],
    body: [
      'Groops connects you with independent restaurants, bakeries and grocers around you. Order in a few taps, pay the way you like and follow your courier to the door.\n\nWe started in Washington, DC with a simple idea: the best food in a city comes from the small places on its street corners. Every shop on Groops is local, and most of them are family-run.',
      'تربطك غروبس بالمطاعم والمخابز ومتاجر البقالة المستقلة من حولك. اطلب بنقرات قليلة، وادفع بالطريقة التي تناسبك، وتابع المندوب حتى باب منزلك.\n\nبدأنا في واشنطن العاصمة بفكرة بسيطة: أفضل طعام في أي مدينة يأتي من الأماكن الصغيرة عند زوايا شوارعها. كل متجر على غروبس محلي، ومعظمها تديره عائلات.',
      'Groops vous met en relation avec les restaurants, boulangeries et épiceries indépendants autour de vous. Commandez en quelques gestes, payez comme vous voulez et suivez votre coursier jusqu’à la porte.\n\nTout a commencé à Washington avec une idée simple : la meilleure cuisine d’une ville vient des petites adresses au coin de ses rues. Toutes les boutiques de Groops sont locales, et la plupart sont familiales.',
      'Groops te conecta con los restaurantes, panaderías y tiendas independientes de tu alrededor. Pide con unos pocos toques, paga como prefieras y sigue al repartidor hasta tu puerta.\n\nEmpezamos en Washington D. C. con una idea sencilla: la mejor comida de una ciudad sale de los pequeños locales de sus esquinas. Todas las tiendas de Groops son locales y la mayoría son negocios familiares.',
    ],
  },
  {
    type: 'about_second', kind: 'grocery', app: 'customer',
    title: ['Everything you need, one app', 'كل ما تحتاجه في تطبيق واحد', 'Tout ce qu’il vous faut, dans une seule appli', 'Todo lo que necesitas en una sola app'],
    body: [
      'Dinner from your favourite restaurant, the weekly shop, a parcel across town or a table for Saturday night, all with the same account and wallet.',
      'عشاء من مطعمك المفضل، وتسوّق الأسبوع، وطرد إلى الطرف الآخر من المدينة، أو طاولة لليلة السبت، كل ذلك بالحساب والمحفظة نفسيهما.',
      'Le dîner de votre restaurant préféré, les courses de la semaine, un colis à l’autre bout de la ville ou une table pour samedi soir, avec le même compte et le même portefeuille.',
      'La cena de tu restaurante favorito, la compra de la semana, un paquete a la otra punta de la ciudad o una mesa para el sábado por la noche, todo con la misma cuenta y el mismo monedero.',
    ],
  },
  {
    type: 'about_three', kind: 'bread', app: 'customer',
    title: ['Fair to the people who cook and deliver', 'منصفون لمن يطهون ويوصلون', 'Équitables envers ceux qui cuisinent et livrent', 'Justos con quienes cocinan y reparten'],
    body: [
      'Shops keep control of their menus and prices, couriers see what they will earn before accepting a delivery, and tips always go to the person who brought your order.',
      'تحتفظ المتاجر بالتحكم الكامل في قوائمها وأسعارها، ويرى المندوبون ما سيكسبونه قبل قبول أي توصيلة، وتذهب الإكرامية دائماً إلى من أحضر طلبك.',
      'Les boutiques gardent la main sur leurs cartes et leurs prix, les coursiers voient ce qu’ils gagneront avant d’accepter une livraison, et les pourboires reviennent toujours à la personne qui vous a livré.',
      'Las tiendas controlan sus menús y precios, los repartidores ven lo que ganarán antes de aceptar una entrega y las propinas siempre son para quien te trajo el pedido.',
    ],
  },
  {
    type: 'about_fourth', kind: 'drink', app: 'customer',
    title: ['Get the Groops app', 'حمّل تطبيق غروبس', 'Téléchargez l’appli Groops', 'Descarga la app de Groops'],
    body: [
      'Save your addresses, reorder in one tap and get updates on every order. Available on iOS and Android.',
      'احفظ عناوينك، وأعد الطلب بنقرة واحدة، واحصل على تحديثات لكل طلب. متوفر على iOS وأندرويد.',
      'Enregistrez vos adresses, recommandez en un geste et suivez chaque commande. Disponible sur iOS et Android.',
      'Guarda tus direcciones, repite pedidos con un toque y recibe novedades de cada pedido. Disponible en iOS y Android.',
    ],
  },
  {
    type: 'delivery', kind: 'burger', app: 'delivery',
    title: ['Deliver with Groops', 'وصّل الطلبات مع غروبس', 'Livrez avec Groops', 'Reparte con Groops'],
    body: [
      'Choose your own hours, ride in the neighbourhoods you know and get paid every week. All you need is a bike, scooter or car, a smartphone and the Groops Driver app.\n\nDownload the app, sign up in a few minutes and start delivering as soon as your account is approved.',
      'اختر ساعات عملك بنفسك، وتنقّل في الأحياء التي تعرفها، واحصل على أجرك كل أسبوع. كل ما تحتاجه دراجة هوائية أو نارية أو سيارة، وهاتف ذكي، وتطبيق غروبس للمندوبين.\n\nحمّل التطبيق، وسجّل في دقائق، وابدأ التوصيل فور الموافقة على حسابك.',
      'Choisissez vos horaires, roulez dans les quartiers que vous connaissez et soyez payé chaque semaine. Il vous suffit d’un vélo, d’un scooter ou d’une voiture, d’un smartphone et de l’appli Groops Driver.\n\nTéléchargez l’appli, inscrivez-vous en quelques minutes et commencez à livrer dès que votre compte est validé.',
      'Elige tu horario, reparte por los barrios que conoces y cobra cada semana. Solo necesitas una bici, una moto o un coche, un smartphone y la app Groops Driver.\n\nDescarga la app, regístrate en unos minutos y empieza a repartir en cuanto se apruebe tu cuenta.',
    ],
  },
];

export const WELCOME = {
  kind: 'pizza' as FoodKind,
  title: ['Hungry? Groops has you covered', 'جائع؟ غروبس في خدمتك', 'Une petite faim ? Groops s’en occupe', '¿Hambre? Groops se encarga'] as T4,
  description: ['Restaurants, groceries and parcels, delivered across Washington, DC.', 'مطاعم وبقالة وطرود، نوصلها في أنحاء واشنطن العاصمة.', 'Restaurants, courses et colis, livrés partout à Washington.', 'Restaurantes, compra y paquetes, con entrega en todo Washington D. C.'] as T4,
  features: [
    {
      key: 'local-favourites', kind: 'burger',
      title: ['Local favourites', 'المفضلة محلياً', 'Les adresses du quartier', 'Los favoritos del barrio'],
      description: ['Hundreds of dishes from independent restaurants near you.', 'مئات الأطباق من مطاعم مستقلة بالقرب منك.', 'Des centaines de plats de restaurants indépendants près de chez vous.', 'Cientos de platos de restaurantes independientes cerca de ti.'],
    },
    {
      key: 'groceries-in-minutes', kind: 'fruit',
      title: ['Groceries in minutes', 'البقالة في دقائق', 'Les courses en quelques minutes', 'La compra en minutos'],
      description: ['Fresh produce, dairy and pantry staples from neighbourhood shops.', 'منتجات طازجة وألبان وأساسيات المؤونة من متاجر الحي.', 'Fruits et légumes, produits laitiers et épicerie des commerces du quartier.', 'Productos frescos, lácteos y básicos de despensa de las tiendas del barrio.'],
    },
    {
      key: 'order-together', kind: 'pizza',
      title: ['Order together', 'اطلبوا معاً', 'Commandez ensemble', 'Pedid juntos'],
      description: ['Start a group order and let everyone pick their own meal.', 'ابدأ طلباً جماعياً ودع كل شخص يختار وجبته.', 'Lancez une commande groupée et laissez chacun choisir son plat.', 'Inicia un pedido en grupo y que cada uno elija su comida.'],
    },
    {
      key: 'track-every-step', kind: 'drink',
      title: ['Track every step', 'تابع كل خطوة', 'Suivez chaque étape', 'Sigue cada paso'],
      description: ['Live updates from the kitchen to your door.', 'تحديثات مباشرة من المطبخ حتى باب منزلك.', 'Des mises à jour en direct, de la cuisine à votre porte.', 'Actualizaciones en directo, de la cocina a tu puerta.'],
    },
  ] satisfies ReadonlyArray<{ key: string; kind: FoodKind; title: T4; description: T4 }>,
};

export const PRIVACY: { title: T4; body: T4 } = {
  title: ['Privacy policy', 'سياسة الخصوصية', 'Politique de confidentialité', 'Política de privacidad'],
  body: [
    'This policy explains what personal data Groops collects, why, and the choices you have. It applies to the website, the apps and our customer support.\n\nWe collect the details you give us (name, email, phone number, delivery addresses), your orders and payments, and the technical data needed to keep the service secure. We use them to deliver your orders, provide support, prevent fraud and, if you agree, send you offers.\n\nWe share data only with the shop preparing your order, the courier delivering it and the service providers working on our behalf, such as payment processors. We never sell your personal data.\n\nYou can access, correct or delete your data at any time from your profile or by writing to hello@groops.test. We keep order records only as long as the law requires.',
    'توضح هذه السياسة البيانات الشخصية التي تجمعها غروبس وأسباب جمعها والخيارات المتاحة لك. وتنطبق على الموقع والتطبيقات وخدمة العملاء.\n\nنجمع البيانات التي تقدمها لنا (الاسم والبريد الإلكتروني ورقم الهاتف وعناوين التوصيل)، وطلباتك ومدفوعاتك، والبيانات التقنية اللازمة لحماية الخدمة. ونستخدمها لتوصيل طلباتك وتقديم الدعم ومنع الاحتيال، ولإرسال العروض إليك إذا وافقت على ذلك.\n\nلا نشارك البيانات إلا مع المتجر الذي يحضّر طلبك، والمندوب الذي يوصله، ومزودي الخدمات الذين يعملون نيابة عنا مثل معالجي المدفوعات. ولا نبيع بياناتك الشخصية أبداً.\n\nيمكنك الاطلاع على بياناتك أو تصحيحها أو حذفها في أي وقت من ملفك الشخصي أو بمراسلتنا على hello@groops.test. ولا نحتفظ بسجلات الطلبات إلا للمدة التي يفرضها القانون.',
    'Cette politique explique quelles données personnelles Groops collecte, pourquoi, et quels choix s’offrent à vous. Elle s’applique au site, aux applications et au service client.\n\nNous collectons les informations que vous nous donnez (nom, e-mail, téléphone, adresses de livraison), vos commandes et paiements, ainsi que les données techniques nécessaires à la sécurité du service. Nous les utilisons pour livrer vos commandes, vous assister, prévenir la fraude et, si vous l’acceptez, vous envoyer des offres.\n\nNous ne partageons vos données qu’avec la boutique qui prépare votre commande, le coursier qui la livre et nos prestataires, comme les services de paiement. Nous ne vendons jamais vos données personnelles.\n\nVous pouvez consulter, corriger ou supprimer vos données à tout moment depuis votre profil ou en écrivant à hello@groops.test. Nous ne conservons l’historique des commandes que le temps exigé par la loi.',
    'Esta política explica qué datos personales recoge Groops, para qué y qué opciones tienes. Se aplica al sitio web, a las aplicaciones y a la atención al cliente.\n\nRecogemos los datos que nos facilitas (nombre, correo, teléfono, direcciones de entrega), tus pedidos y pagos, y los datos técnicos necesarios para mantener el servicio seguro. Los usamos para entregar tus pedidos, darte soporte, prevenir el fraude y, si lo aceptas, enviarte ofertas.\n\nSolo compartimos datos con la tienda que prepara tu pedido, el repartidor que lo entrega y los proveedores que trabajan para nosotros, como los procesadores de pago. Nunca vendemos tus datos personales.\n\nPuedes consultar, corregir o borrar tus datos en cualquier momento desde tu perfil o escribiendo a hello@groops.test. Solo conservamos el historial de pedidos durante el tiempo que exige la ley.',
  ],
};

export const TERMS: { title: T4; body: T4 } = {
  title: ['Terms and conditions', 'الشروط والأحكام', 'Conditions générales', 'Términos y condiciones'],
  body: [
    'By using Groops you agree to these terms. Groops is a marketplace: the shops and restaurants sell their own products, and we arrange ordering, payment and delivery.\n\nPrices, availability and opening hours are set by each shop and shown before you order. The delivery fee depends on the distance and is confirmed at checkout. You can cancel an order until the shop accepts it.\n\nPlease make sure someone is available at the delivery address. If an order arrives damaged or incomplete, request a refund from the order page within 48 hours.\n\nCoupons and referral rewards cannot be exchanged for cash and may be withdrawn in case of misuse. We may update these terms; the current version is always available on this page.',
    'باستخدامك غروبس فإنك توافق على هذه الشروط. غروبس سوق إلكتروني: تبيع المتاجر والمطاعم منتجاتها الخاصة، ونتولى نحن تنظيم الطلب والدفع والتوصيل.\n\nيحدد كل متجر الأسعار وتوفر المنتجات وساعات العمل، وتظهر لك قبل الطلب. وتعتمد رسوم التوصيل على المسافة وتُؤكَّد عند الدفع. ويمكنك إلغاء الطلب إلى أن يقبله المتجر.\n\nيُرجى التأكد من وجود شخص في عنوان التوصيل. وإذا وصل الطلب تالفاً أو ناقصاً، فاطلب استرداد المبلغ من صفحة الطلب خلال 48 ساعة.\n\nلا يمكن استبدال القسائم ومكافآت الإحالة بمبالغ نقدية، وقد تُسحب في حال إساءة استخدامها. وقد نحدّث هذه الشروط، وتبقى النسخة الحالية متاحة دائماً في هذه الصفحة.',
    'En utilisant Groops, vous acceptez les présentes conditions. Groops est une place de marché : les boutiques et restaurants vendent leurs propres produits, et nous organisons la commande, le paiement et la livraison.\n\nLes prix, la disponibilité et les horaires sont fixés par chaque boutique et affichés avant la commande. Les frais de livraison dépendent de la distance et sont confirmés au paiement. Vous pouvez annuler une commande tant que la boutique ne l’a pas acceptée.\n\nMerci de vous assurer que quelqu’un est présent à l’adresse de livraison. Si une commande arrive abîmée ou incomplète, demandez un remboursement depuis la page de la commande sous 48 heures.\n\nLes codes promo et récompenses de parrainage ne sont pas échangeables contre de l’argent et peuvent être retirés en cas d’abus. Nous pouvons modifier ces conditions ; la version en vigueur est toujours disponible sur cette page.',
    'Al usar Groops aceptas estos términos. Groops es un marketplace: las tiendas y restaurantes venden sus propios productos y nosotros gestionamos el pedido, el pago y la entrega.\n\nLos precios, la disponibilidad y los horarios los fija cada tienda y se muestran antes de pedir. La tarifa de envío depende de la distancia y se confirma al pagar. Puedes cancelar un pedido mientras la tienda no lo haya aceptado.\n\nAsegúrate de que haya alguien en la dirección de entrega. Si un pedido llega dañado o incompleto, solicita un reembolso desde la página del pedido en un plazo de 48 horas.\n\nLos cupones y las recompensas por invitar amigos no se pueden canjear por dinero y pueden retirarse en caso de uso indebido. Podemos actualizar estos términos; la versión vigente está siempre disponible en esta página.',
  ],
};
