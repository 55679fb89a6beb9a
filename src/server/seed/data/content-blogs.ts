// Blog posts (type 'blog') and news (type 'notification'). Bodies: paragraphs separated by a blank line.
import type { FoodKind } from '../images';
import type { T4 } from './i18n';

export interface BlogDef {
  key: string;
  type: 'blog' | 'notification';
  kind: FoodKind;
  /** Published this many days before the seed date. */
  daysAgo: number;
  title: T4;
  short: T4;
  body: T4;
}

export const BLOGS: readonly BlogDef[] = [
  {
    key: 'pizza-style-guide', type: 'blog', kind: 'pizza', daysAgo: 3,
    title: ['Neapolitan, New York or Detroit? A pizza style guide', 'نابولية أم نيويوركية أم ديترويت؟ دليل أنواع البيتزا', 'Napolitaine, new-yorkaise ou Detroit ? Le guide des styles de pizza', '¿Napolitana, neoyorquina o Detroit? Guía de estilos de pizza'],
    short: ['From soft, blistered crusts to crispy square slices, here is how to pick your next pie.', 'من العجينة الطرية المحمّرة إلى الشرائح المربعة المقرمشة، إليك كيف تختار بيتزاك القادمة.', 'De la pâte moelleuse et bien cloquée aux parts carrées croustillantes, voici comment choisir votre prochaine pizza.', 'De masas tiernas y tostadas a porciones cuadradas y crujientes: así eliges tu próxima pizza.'],
    body: [
      'Neapolitan pizza bakes in about ninety seconds in a very hot oven. The result is a soft, slightly chewy centre and a puffy rim with dark spots, best eaten straight away.\n\nNew York slices are larger and thinner, sturdy enough to fold in half. Detroit-style pizza is baked in a square steel pan, so the cheese caramelises against the edges into a crunchy frame. Try one of each and tell us your favourite.',
      'تُخبز البيتزا النابولية في نحو تسعين ثانية داخل فرن شديد الحرارة، فتخرج بوسط طري قليل المطاطية وحواف منتفخة ببقع داكنة، وأفضل ما تؤكل فوراً.\n\nأما شرائح نيويورك فهي أكبر وأرق، ومتينة بما يكفي لطيّها نصفين. وتُخبز بيتزا ديترويت في صينية فولاذية مربعة، فيتكرمل الجبن على الأطراف مكوّناً إطاراً مقرمشاً. جرّب كل نوع وأخبرنا بأيها تفضّل.',
      'La pizza napolitaine cuit en quatre-vingt-dix secondes environ dans un four très chaud. Résultat : un centre moelleux, légèrement élastique, et une bordure gonflée piquée de taches brunes, à déguster sans attendre.\n\nLes parts new-yorkaises sont plus grandes et plus fines, assez solides pour être pliées en deux. La pizza de Detroit cuit dans un moule carré en acier : le fromage caramélise contre les bords et forme un cadre croustillant. Goûtez-les toutes et dites-nous laquelle vous préférez.',
      'La pizza napolitana se hornea en unos noventa segundos en un horno muy caliente. El resultado es un centro tierno, algo elástico, y un borde hinchado con manchas tostadas; hay que comerla al momento.\n\nLas porciones neoyorquinas son más grandes y finas, lo bastante firmes para doblarlas por la mitad. La pizza estilo Detroit se hornea en un molde cuadrado de acero, así que el queso se carameliza contra los bordes y forma un marco crujiente. Prueba cada una y cuéntanos cuál prefieres.',
    ],
  },
  {
    key: 'how-greengrocers-choose', type: 'blog', kind: 'vegetable', daysAgo: 8,
    title: ['How our greengrocers choose what to stock', 'كيف يختار بائعو الخضار لدينا ما يعرضونه', 'Comment nos primeurs choisissent leurs produits', 'Cómo eligen nuestros fruteros lo que venden'],
    short: ['Short supply chains, tasting every crate and saying no to fruit picked too early.', 'سلاسل توريد قصيرة وتذوّق كل صندوق ورفض الفاكهة المقطوفة قبل أوانها.', 'Circuits courts, dégustation de chaque cagette et refus des fruits cueillis trop tôt.', 'Cadenas cortas, probar cada caja y decir no a la fruta recogida antes de tiempo.'],
    body: [
      'Most of the produce on Groops travels less than a hundred miles before it reaches your kitchen. Our partner greengrocers visit the same farms every week and taste a sample from each crate before they buy.\n\nThat is also why some items disappear for a while: when strawberries or tomatoes are out of season locally, they would rather leave the shelf empty than sell you something bland. Check the Fresh produce category to see what is at its best right now.',
      'تقطع معظم المنتجات الطازجة على غروبس أقل من مئة وستين كيلومتراً قبل أن تصل إلى مطبخك. يزور بائعو الخضار الشركاء المزارع نفسها كل أسبوع ويتذوقون عيّنة من كل صندوق قبل الشراء.\n\nولهذا السبب أيضاً تختفي بعض الأصناف لفترة: فعندما ينتهي موسم الفراولة أو الطماطم محلياً، يفضّلون ترك الرف فارغاً على أن يبيعوك شيئاً بلا طعم. تصفّح فئة المنتجات الطازجة لترى ما هو في أفضل حالاته الآن.',
      'La plupart des produits frais de Groops parcourent moins de cent soixante kilomètres avant d’arriver dans votre cuisine. Nos primeurs partenaires visitent les mêmes fermes chaque semaine et goûtent un échantillon de chaque cagette avant d’acheter.\n\nC’est aussi pour cela que certains produits disparaissent un temps : quand ce n’est plus la saison des fraises ou des tomates dans la région, ils préfèrent laisser le rayon vide plutôt que de vous vendre quelque chose de fade. Consultez la catégorie Produits frais pour voir ce qui est au meilleur de sa forme.',
      'La mayoría de los productos frescos de Groops recorre menos de ciento sesenta kilómetros antes de llegar a tu cocina. Nuestros fruteros asociados visitan las mismas granjas cada semana y prueban una muestra de cada caja antes de comprar.\n\nPor eso algunos productos desaparecen durante un tiempo: cuando no es temporada de fresas o tomates en la zona, prefieren dejar el estante vacío antes que venderte algo insípido. Mira la categoría Productos frescos para ver qué está en su mejor momento.',
    ],
  },
  {
    key: 'group-orders-for-the-office', type: 'blog', kind: 'burger', daysAgo: 14,
    title: ['Ordering for the office? Try a group order', 'تطلب للمكتب؟ جرّب الطلب الجماعي', 'Une commande pour le bureau ? Essayez la commande groupée', '¿Pedido para la oficina? Prueba el pedido en grupo'],
    short: ['Share one link, let everyone pick their own meal and pay once.', 'شارك رابطاً واحداً، ودع كل شخص يختار وجبته، وادفع مرة واحدة.', 'Partagez un lien, laissez chacun choisir son plat et payez en une fois.', 'Comparte un enlace, deja que cada uno elija su comida y paga una sola vez.'],
    body: [
      'Start a cart at any restaurant and switch on group ordering. You get a link to share with colleagues or friends; they join without an account, add what they like and mark themselves as done.\n\nYou can see every participant’s choices as they go, remove someone if plans change, and check out when everyone is ready. One delivery, one fee, no spreadsheets.',
      'ابدأ سلة في أي مطعم وفعّل الطلب الجماعي. ستحصل على رابط تشاركه مع زملائك أو أصدقائك، فينضمون من دون حساب ويضيفون ما يحبون ثم يؤكدون انتهاءهم.\n\nيمكنك رؤية اختيارات كل مشارك أولاً بأول، وإزالة أي شخص إذا تغيّرت الخطط، وإتمام الطلب عندما يصبح الجميع جاهزين. توصيل واحد ورسوم واحدة ومن دون جداول حسابات.',
      'Ouvrez un panier dans n’importe quel restaurant et activez la commande groupée. Vous obtenez un lien à partager avec vos collègues ou vos amis : ils rejoignent sans compte, ajoutent ce qui leur plaît et indiquent quand ils ont terminé.\n\nVous voyez les choix de chacun au fur et à mesure, pouvez retirer quelqu’un si les plans changent et validez quand tout le monde est prêt. Une livraison, un seul frais, zéro tableur.',
      'Abre un carrito en cualquier restaurante y activa el pedido en grupo. Recibirás un enlace para compartir con compañeros o amigos: se unen sin cuenta, añaden lo que quieran y marcan cuando han terminado.\n\nVes lo que elige cada participante en tiempo real, puedes quitar a alguien si cambian los planes y pagas cuando todos estén listos. Una entrega, una tarifa y ninguna hoja de cálculo.',
    ],
  },
  {
    key: 'better-ramen-at-home', type: 'blog', kind: 'noodles', daysAgo: 21,
    title: ['Five tips for better ramen at home', 'خمس نصائح لرامن أفضل في البيت', 'Cinq astuces pour un meilleur ramen à la maison', 'Cinco trucos para un ramen mejor en casa'],
    short: ['Keep the broth and noodles apart until the last minute, and other lessons from Shaw Ramen Lab.', 'أبقِ المرق والنودلز منفصلين حتى اللحظة الأخيرة، ودروس أخرى من مختبر رامن شو.', 'Gardez bouillon et nouilles séparés jusqu’au dernier moment, et autres leçons du Shaw Ramen Lab.', 'Mantén el caldo y los fideos separados hasta el último momento, y otras lecciones de Shaw Ramen Lab.'],
    body: [
      'Our ramen travels with the broth and noodles packed separately. Reheat the broth until it is just simmering, then pour it over the noodles in a warm bowl so they stay springy.\n\nAdd the egg and toppings last, and don’t be shy with the chili oil. A sip of the broth on its own first tells you whether it needs a pinch of salt or a little more heat.',
      'يصلك الرامن لدينا والمرق والنودلز معبّآن كلٌّ على حدة. سخّن المرق حتى يبدأ بالغليان الخفيف، ثم اسكبه فوق النودلز في وعاء دافئ لتبقى طرية ومرنة.\n\nأضف البيضة والإضافات في النهاية، ولا تتردد في استخدام زيت الفلفل الحار. تذوّق رشفة من المرق وحده أولاً لتعرف إن كان يحتاج إلى رشة ملح أو قليل من الحرارة.',
      'Notre ramen voyage avec le bouillon et les nouilles emballés séparément. Réchauffez le bouillon jusqu’à frémissement, puis versez-le sur les nouilles dans un bol chaud pour qu’elles restent élastiques.\n\nAjoutez l’œuf et les garnitures à la fin, et n’hésitez pas sur l’huile pimentée. Goûtez d’abord une gorgée de bouillon seul : vous saurez s’il lui faut une pincée de sel ou un peu plus de piquant.',
      'Nuestro ramen viaja con el caldo y los fideos envasados por separado. Calienta el caldo hasta que apenas hierva y viértelo sobre los fideos en un tazón caliente para que sigan elásticos.\n\nAñade el huevo y los toppings al final, y no te cortes con el aceite picante. Prueba primero un sorbo de caldo solo: sabrás si necesita una pizca de sal o un poco más de picante.',
    ],
  },
  {
    key: 'less-plastic', type: 'blog', kind: 'salad', daysAgo: 30,
    title: ['Less plastic in every bag', 'بلاستيك أقل في كل كيس', 'Moins de plastique dans chaque sac', 'Menos plástico en cada bolsa'],
    short: ['Our partners are switching to compostable containers. Here is what changes for you.', 'يتحول شركاؤنا إلى عبوات قابلة للتحلل. إليك ما يتغير بالنسبة لك.', 'Nos partenaires passent aux emballages compostables. Voici ce qui change pour vous.', 'Nuestros socios se pasan a envases compostables. Esto es lo que cambia para ti.'],
    body: [
      'More than half of the restaurants on Groops now pack their food in fibre or plant-based containers. You can put them in your compost bin along with any leftovers.\n\nAt checkout you can also ask us to skip cutlery and napkins. It is a small tick box, but across thousands of orders a week it keeps a lot of single-use plastic out of landfill.',
      'أصبح أكثر من نصف المطاعم على غروبس يعبّئ الطعام في عبوات من الألياف أو من مواد نباتية، يمكنك رميها في حاوية السماد مع بقايا الطعام.\n\nويمكنك أيضاً عند الدفع أن تطلب عدم إرسال أدوات المائدة والمناديل. إنه خيار صغير، لكنه عبر آلاف الطلبات أسبوعياً يُبعد كمية كبيرة من البلاستيك أحادي الاستخدام عن مكبات النفايات.',
      'Plus de la moitié des restaurants de Groops emballent désormais leurs plats dans des contenants en fibres ou d’origine végétale. Ils peuvent aller au compost avec les restes.\n\nAu moment de payer, vous pouvez aussi nous demander de ne pas ajouter de couverts ni de serviettes. Une simple case à cocher, mais sur des milliers de commandes par semaine, cela évite beaucoup de plastique jetable.',
      'Más de la mitad de los restaurantes de Groops ya envasa su comida en recipientes de fibra o de origen vegetal, que puedes tirar al compost junto con las sobras.\n\nAl pagar también puedes pedirnos que no incluyamos cubiertos ni servilletas. Es una simple casilla, pero en miles de pedidos por semana evita mucho plástico de un solo uso.',
    ],
  },
  {
    key: 'bakers-at-3am', type: 'blog', kind: 'bread', daysAgo: 45,
    title: ['Meet the bakers who start at 3 a.m.', 'تعرّف على الخبازين الذين يبدأون عملهم في الثالثة فجراً', 'À la rencontre des boulangers qui commencent à 3 h du matin', 'Conoce a los panaderos que empiezan a las 3 de la madrugada'],
    short: ['A night shift at Bloomingdale Bakery, from the first fold of dough to the morning rush.', 'ليلة عمل في مخبز بلومينغديل، من أول طيّة للعجين حتى زحمة الصباح.', 'Une nuit à la boulangerie Bloomingdale, du premier rabat de la pâte au coup de feu du matin.', 'Una noche en la panadería Bloomingdale, del primer pliegue de la masa a la hora punta de la mañana.'],
    body: [
      'The sourdough at Bloomingdale Bakery is mixed the afternoon before and rests overnight in the cold, which gives it a deeper flavour and a crackling crust. At three in the morning the team shapes the loaves and fires up the ovens.\n\nBy seven the croissants are out, the first deliveries leave and the shop smells of butter. If you order before nine, your bread is probably still warm when it reaches you.',
      'يُعجن خبز العجين المخمر في مخبز بلومينغديل بعد ظهر اليوم السابق ويرتاح طوال الليل في البرد، فيكتسب نكهة أعمق وقشرة مقرمشة. وفي الثالثة فجراً يشكّل الفريق الأرغفة ويشعل الأفران.\n\nوبحلول السابعة يخرج الكرواسون وتنطلق أولى الطلبات وتفوح رائحة الزبدة في المكان. إذا طلبت قبل التاسعة، فالأرجح أن يصلك الخبز وهو لا يزال دافئاً.',
      'Le pain au levain de la boulangerie Bloomingdale est pétri la veille après-midi puis repose toute la nuit au froid, ce qui lui donne plus de goût et une croûte qui chante. À trois heures du matin, l’équipe façonne les pains et allume les fours.\n\nÀ sept heures, les croissants sortent, les premières livraisons partent et la boutique sent le beurre. Si vous commandez avant neuf heures, votre pain sera sans doute encore tiède à l’arrivée.',
      'La masa madre de la panadería Bloomingdale se amasa la tarde anterior y reposa toda la noche en frío, lo que le da más sabor y una corteza crujiente. A las tres de la madrugada el equipo forma las hogazas y enciende los hornos.\n\nA las siete salen los cruasanes, parten los primeros repartos y la tienda huele a mantequilla. Si pides antes de las nueve, seguramente el pan te llegará todavía templado.',
    ],
  },
  {
    key: 'ten-new-shops', type: 'notification', kind: 'grocery', daysAgo: 2,
    title: ['Ten new shops joined Groops', 'عشرة متاجر جديدة انضمت إلى غروبس', 'Dix nouvelles boutiques rejoignent Groops', 'Diez tiendas nuevas se unen a Groops'],
    short: ['From a frozen-food specialist on the Wharf to an organic grocer in Takoma.', 'من متجر متخصص في الأطعمة المجمدة في ذا وارف إلى بقالة عضوية في تاكوما.', 'D’un spécialiste du surgelé sur le Wharf à une épicerie bio à Takoma.', 'Desde un especialista en congelados en The Wharf hasta un ultramarinos ecológico en Takoma.'],
    body: [
      'This month we welcomed ten new grocery and convenience shops across the city, so your weekly shop, a late-night snack run and a bunch of fresh herbs are all a few taps away.\n\nLook for the New on Groops badge on the home page to find them.',
      'رحّبنا هذا الشهر بعشرة متاجر بقالة ومتاجر صغيرة جديدة في أنحاء المدينة، فأصبح تسوقك الأسبوعي ووجبتك الخفيفة في آخر الليل وحزمة الأعشاب الطازجة على بعد نقرات قليلة.\n\nابحث عن شارة «جديد على غروبس» في الصفحة الرئيسية لتجدها.',
      'Ce mois-ci, nous avons accueilli dix nouvelles épiceries et supérettes dans toute la ville : courses de la semaine, petite faim de fin de soirée ou botte d’herbes fraîches, tout est à portée de quelques clics.\n\nRepérez le badge « Nouveau sur Groops » sur la page d’accueil pour les trouver.',
      'Este mes hemos dado la bienvenida a diez nuevas tiendas de comestibles y de conveniencia en toda la ciudad: la compra semanal, el antojo nocturno o un manojo de hierbas frescas, a unos pocos toques.\n\nBusca la etiqueta «Novedades en Groops» en la página de inicio para encontrarlas.',
    ],
  },
  {
    key: 'book-a-table', type: 'notification', kind: 'sushi', daysAgo: 6,
    title: ['Now you can book a table', 'يمكنك الآن حجز طاولة', 'Réservez désormais une table', 'Ya puedes reservar mesa'],
    short: ['Reserve a table at selected restaurants straight from the app.', 'احجز طاولة في مطاعم مختارة مباشرة من التطبيق.', 'Réservez une table dans une sélection de restaurants, directement depuis l’application.', 'Reserva mesa en restaurantes seleccionados directamente desde la app.'],
    body: [
      'Rock Creek Pizza Co., Potomac Sushi Bar, Columbia Heights Kebab House and Capitol Burger Works now take reservations on Groops. Pick a section, a table for your group and a time, and you are all set.\n\nMore restaurants will follow soon.',
      'أصبح بإمكانك الآن الحجز في روك كريك بيتزا وبوتوماك سوشي بار وبيت الكباب في كولومبيا هايتس وكابيتول برغر ووركس عبر غروبس. اختر القسم والطاولة المناسبة لمجموعتك والوقت، وانتهى الأمر.\n\nستنضم مطاعم أخرى قريباً.',
      'Rock Creek Pizza Co., Potomac Sushi Bar, la Maison du kebab Columbia Heights et Capitol Burger Works acceptent désormais les réservations sur Groops. Choisissez une salle, une table adaptée à votre groupe et un horaire, c’est tout.\n\nD’autres restaurants suivront bientôt.',
      'Rock Creek Pizza Co., Potomac Sushi Bar, la Casa del Kebab Columbia Heights y Capitol Burger Works ya aceptan reservas en Groops. Elige una zona, una mesa para tu grupo y una hora, y listo.\n\nPronto se sumarán más restaurantes.',
    ],
  },
];
