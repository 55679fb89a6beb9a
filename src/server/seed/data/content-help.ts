// Help centre FAQ and job openings.
import type { T4 } from './i18n';

export const FAQS: ReadonlyArray<{ q: T4; a: T4 }> = [
  {
    q: ['How long does delivery take?', 'كم يستغرق التوصيل؟', 'Combien de temps prend la livraison ?', '¿Cuánto tarda la entrega?'],
    a: [
      'Most orders arrive in 20 to 45 minutes. Each shop shows its own estimate on its page, and you can follow your order live once it is on its way.',
      'تصل معظم الطلبات خلال 20 إلى 45 دقيقة. يعرض كل متجر تقديره الخاص على صفحته، ويمكنك تتبع طلبك مباشرة بمجرد أن يصبح في الطريق.',
      'La plupart des commandes arrivent en 20 à 45 minutes. Chaque boutique affiche son propre délai sur sa page, et vous pouvez suivre votre commande en direct dès qu’elle est en route.',
      'La mayoría de los pedidos llega en 20 a 45 minutos. Cada tienda muestra su propio tiempo estimado en su página y puedes seguir tu pedido en directo cuando esté en camino.',
    ],
  },
  {
    q: ['How is the delivery fee calculated?', 'كيف تُحسب رسوم التوصيل؟', 'Comment sont calculés les frais de livraison ?', '¿Cómo se calcula la tarifa de envío?'],
    a: [
      'Each shop sets a base fee plus a small amount per kilometre between the shop and your address. You always see the exact fee before you pay.',
      'يحدد كل متجر رسماً أساسياً إضافة إلى مبلغ صغير عن كل كيلومتر بين المتجر وعنوانك. وترى دائماً الرسوم الدقيقة قبل الدفع.',
      'Chaque boutique fixe un montant de base plus une petite somme par kilomètre entre elle et votre adresse. Vous voyez toujours le montant exact avant de payer.',
      'Cada tienda fija una tarifa base más un pequeño importe por kilómetro entre la tienda y tu dirección. Siempre verás la tarifa exacta antes de pagar.',
    ],
  },
  {
    q: ['Why can’t I see any shops at my address?', 'لماذا لا أرى أي متاجر في عنواني؟', 'Pourquoi ne vois-je aucune boutique à mon adresse ?', '¿Por qué no veo tiendas en mi dirección?'],
    a: [
      'Shops only deliver inside their own delivery zone. If none of them reaches your address yet, try another address or choose pickup from a nearby branch.',
      'لا تقوم المتاجر بالتوصيل إلا داخل منطقة التوصيل الخاصة بها. إذا لم يصل أي منها إلى عنوانك بعد، جرّب عنواناً آخر أو اختر الاستلام من فرع قريب.',
      'Les boutiques ne livrent que dans leur propre zone. Si aucune ne dessert encore votre adresse, essayez une autre adresse ou choisissez le retrait dans un point proche.',
      'Las tiendas solo entregan dentro de su zona de reparto. Si ninguna llega aún a tu dirección, prueba con otra o elige recoger en una sucursal cercana.',
    ],
  },
  {
    q: ['Can I cancel my order?', 'هل يمكنني إلغاء طلبي؟', 'Puis-je annuler ma commande ?', '¿Puedo cancelar mi pedido?'],
    a: [
      'Yes, as long as the shop has not accepted it yet: open the order and tap Cancel. Once the kitchen has started, contact support and we will do our best to help.',
      'نعم، ما دام المتجر لم يقبله بعد: افتح الطلب واضغط على «إلغاء». أما إذا بدأ المطبخ التحضير، فتواصل مع الدعم وسنبذل قصارى جهدنا لمساعدتك.',
      'Oui, tant que la boutique ne l’a pas encore acceptée : ouvrez la commande et touchez Annuler. Si la cuisine a déjà commencé, contactez l’assistance, nous ferons de notre mieux.',
      'Sí, mientras la tienda no lo haya aceptado: abre el pedido y pulsa Cancelar. Si la cocina ya ha empezado, contacta con soporte y haremos lo posible por ayudarte.',
    ],
  },
  {
    q: ['How do I request a refund?', 'كيف أطلب استرداد المبلغ؟', 'Comment demander un remboursement ?', '¿Cómo solicito un reembolso?'],
    a: [
      'For a delivered order, open it, choose Request a refund, describe the problem and add a photo if you can. We usually reply within a day.',
      'للطلبات التي تم تسليمها، افتح الطلب واختر «طلب استرداد»، ثم صف المشكلة وأضف صورة إن أمكن. نرد عادة خلال يوم واحد.',
      'Pour une commande livrée, ouvrez-la, choisissez Demander un remboursement, décrivez le problème et ajoutez une photo si possible. Nous répondons généralement sous 24 heures.',
      'En los pedidos entregados, abre el pedido, elige Solicitar reembolso, describe el problema y añade una foto si puedes. Solemos responder en un día.',
    ],
  },
  {
    q: ['Which payment methods do you accept?', 'ما طرق الدفع المقبولة؟', 'Quels moyens de paiement acceptez-vous ?', '¿Qué métodos de pago aceptáis?'],
    a: [
      'You can pay cash on delivery or with your Groops wallet. Card payments are available at selected shops.',
      'يمكنك الدفع نقداً عند الاستلام أو من محفظة غروبس. ويتوفر الدفع بالبطاقة في متاجر مختارة.',
      'Vous pouvez payer en espèces à la livraison ou avec votre portefeuille Groops. Le paiement par carte est disponible dans certaines boutiques.',
      'Puedes pagar en efectivo al recibir el pedido o con tu monedero Groops. El pago con tarjeta está disponible en tiendas seleccionadas.',
    ],
  },
  {
    q: ['How does the wallet work?', 'كيف تعمل المحفظة؟', 'Comment fonctionne le portefeuille ?', '¿Cómo funciona el monedero?'],
    a: [
      'Top up your wallet, receive refunds and referral rewards there, and pay for orders in one tap. You can also send credit to friends.',
      'اشحن محفظتك، واستلم فيها المبالغ المستردة ومكافآت الإحالة، وادفع ثمن طلباتك بنقرة واحدة. ويمكنك أيضاً إرسال رصيد إلى أصدقائك.',
      'Rechargez-le, recevez-y vos remboursements et vos récompenses de parrainage, et payez vos commandes en un geste. Vous pouvez aussi envoyer du crédit à vos amis.',
      'Recárgalo, recibe en él los reembolsos y las recompensas por invitar amigos, y paga tus pedidos con un toque. También puedes enviar saldo a tus amigos.',
    ],
  },
  {
    q: ['What is a group order?', 'ما هو الطلب الجماعي؟', 'Qu’est-ce qu’une commande groupée ?', '¿Qué es un pedido en grupo?'],
    a: [
      'A shared cart: you start it, send the link, and everyone adds their own dishes. Only the person who started it checks out and pays.',
      'سلة مشتركة: تبدأها أنت وترسل الرابط، فيضيف كل شخص أطباقه. ولا يُتمّ الطلب ويدفع إلا من بدأه.',
      'Un panier partagé : vous le créez, envoyez le lien et chacun ajoute ses plats. Seule la personne qui l’a créé valide et paie.',
      'Un carrito compartido: lo creas, envías el enlace y cada uno añade sus platos. Solo quien lo creó finaliza el pedido y paga.',
    ],
  },
  {
    q: ['Can I send a parcel with Groops?', 'هل يمكنني إرسال طرد عبر غروبس؟', 'Puis-je envoyer un colis avec Groops ?', '¿Puedo enviar un paquete con Groops?'],
    a: [
      'Yes, once signed in: open My parcels and choose Send a parcel. Pick a parcel size, enter the sender and receiver with their addresses, a pickup date and time, and you see the price (it depends on the distance) before you order. Pay in cash, from your wallet or by card, then follow the status live; you can cancel while the parcel is new and rate the courier after delivery.',
      'نعم، بعد تسجيل الدخول: افتح طرودي واختر أرسل طرداً. اختر حجم الطرد وأدخل بيانات المرسل والمستلم وعنوانيهما وتاريخ ووقت الاستلام، وسترى السعر (يعتمد على المسافة) قبل الطلب. ادفع نقداً أو من محفظتك أو بالبطاقة، ثم تابع الحالة مباشرة؛ يمكنك الإلغاء ما دام الطرد جديداً وتقييم المندوب بعد التوصيل.',
      'Oui, une fois connecté : ouvrez Mes colis et choisissez Envoyer un colis. Choisissez la taille, indiquez l’expéditeur et le destinataire avec leurs adresses, la date et l’heure d’enlèvement, et le prix (selon la distance) s’affiche avant la commande. Payez en espèces, avec votre portefeuille ou par carte, puis suivez le statut en direct ; vous pouvez annuler tant que le colis est nouveau et noter le coursier après la livraison.',
      'Sí, tras iniciar sesión: abre Mis paquetes y elige Enviar un paquete. Elige el tamaño, introduce remitente y destinatario con sus direcciones, la fecha y hora de recogida, y verás el precio (según la distancia) antes de pedir. Paga en efectivo, con tu monedero o con tarjeta y sigue el estado en directo; puedes cancelar mientras el envío es nuevo y valorar al mensajero tras la entrega.',
    ],
  },
  {
    q: ['How do I reserve a table?', 'كيف أحجز طاولة؟', 'Comment réserver une table ?', '¿Cómo reservo una mesa?'],
    a: [
      'Open Reservations from your profile menu and pick a restaurant that takes reservations. Choose a section and a table, a date, one of the free times and the number of guests, and add a note if you like. You get a notification once the restaurant confirms, and you can cancel from Reservations until the time comes.',
      'افتح صفحة الحجوزات من قائمة ملفك الشخصي واختر مطعمًا يتيح الحجز. اختر القسم والطاولة والتاريخ وأحد الأوقات المتاحة وعدد الضيوف، وأضف ملاحظة إن شئت. سيصلك إشعار بمجرد أن يؤكد المطعم الحجز، ويمكنك الإلغاء من صفحة الحجوزات حتى يحين الموعد.',
      'Ouvrez Réservations depuis le menu de votre profil et choisissez un restaurant qui accepte les réservations. Choisissez une salle et une table, une date, un des horaires libres et le nombre de personnes, et ajoutez une note si vous le souhaitez. Vous recevez une notification dès que le restaurant confirme, et vous pouvez annuler depuis Réservations jusqu’à l’heure prévue.',
      'Abre Reservas desde el menú de tu perfil y elige un restaurante que acepte reservas. Elige una zona y una mesa, una fecha, una de las horas libres y el número de personas, y añade una nota si quieres. Recibirás una notificación cuando el restaurante confirme, y puedes cancelar desde Reservas hasta la hora de la reserva.',
    ],
  },
  {
    q: ['How do I become a partner shop?', 'كيف أصبح متجراً شريكاً؟', 'Comment devenir boutique partenaire ?', '¿Cómo me convierto en tienda asociada?'],
    a: [
      'Tap Become a seller, fill in your shop details and delivery settings, and our team will review your application within a few days.',
      'اضغط على «كن بائعاً»، واملأ بيانات متجرك وإعدادات التوصيل، وسيراجع فريقنا طلبك خلال أيام قليلة.',
      'Touchez Devenir vendeur, renseignez votre boutique et vos paramètres de livraison, et notre équipe examinera votre demande sous quelques jours.',
      'Pulsa Hazte vendedor, completa los datos de tu tienda y las opciones de entrega, y nuestro equipo revisará tu solicitud en pocos días.',
    ],
  },
  {
    q: ['Is my personal data safe?', 'هل بياناتي الشخصية آمنة؟', 'Mes données personnelles sont-elles protégées ?', '¿Están seguros mis datos personales?'],
    a: [
      'We only collect what we need to deliver your orders, never sell it, and you can delete your account at any time. See our privacy policy for details.',
      'نجمع فقط ما نحتاجه لتوصيل طلباتك، ولا نبيعه أبداً، ويمكنك حذف حسابك في أي وقت. راجع سياسة الخصوصية لمزيد من التفاصيل.',
      'Nous ne collectons que ce qui est nécessaire pour livrer vos commandes, ne les vendons jamais, et vous pouvez supprimer votre compte à tout moment. Consultez notre politique de confidentialité.',
      'Solo recogemos lo necesario para entregar tus pedidos, nunca los vendemos y puedes borrar tu cuenta cuando quieras. Consulta nuestra política de privacidad.',
    ],
  },
];

export interface CareerDef {
  category: string;
  location: string;
  title: T4;
  description: T4;
}

export const CAREERS: readonly CareerDef[] = [
  {
    category: 'career-engineering', location: 'Washington, DC (hybrid)',
    title: ['Senior Backend Engineer', 'مهندس أنظمة خلفية أول', 'Ingénieur backend senior (H/F)', 'Ingeniero/a backend sénior'],
    description: [
      'Design and run the services behind ordering, payments and delivery zones. You will work with TypeScript and PostgreSQL, own features end to end and help keep checkout fast and reliable.',
      'صمّم وشغّل الخدمات التي تقف وراء الطلبات والمدفوعات ومناطق التوصيل. ستعمل باستخدام TypeScript وPostgreSQL، وتتولى الميزات من البداية إلى النهاية، وتساعد في إبقاء عملية الدفع سريعة وموثوقة.',
      'Concevez et faites tourner les services derrière les commandes, les paiements et les zones de livraison. Vous travaillerez avec TypeScript et PostgreSQL, porterez des fonctionnalités de bout en bout et contribuerez à un paiement rapide et fiable.',
      'Diseña y opera los servicios que hay detrás de los pedidos, los pagos y las zonas de entrega. Trabajarás con TypeScript y PostgreSQL, te encargarás de funcionalidades de principio a fin y ayudarás a que el pago sea rápido y fiable.',
    ],
  },
  {
    category: 'career-engineering', location: 'Remote (US)',
    title: ['Frontend Engineer', 'مهندس واجهات أمامية', 'Ingénieur frontend (H/F)', 'Ingeniero/a frontend'],
    description: [
      'Build the storefront our customers use every day, in React and Next.js. You care about accessibility, right-to-left layouts and pages that load fast on a phone.',
      'ابنِ واجهة المتجر التي يستخدمها عملاؤنا كل يوم باستخدام React وNext.js. تهتم بإمكانية الوصول وبالتخطيطات من اليمين إلى اليسار وبصفحات تُحمَّل بسرعة على الهاتف.',
      'Construisez la vitrine que nos clients utilisent chaque jour, en React et Next.js. L’accessibilité, les mises en page de droite à gauche et les pages rapides sur mobile vous tiennent à cœur.',
      'Construye la tienda online que nuestros clientes usan a diario, con React y Next.js. Te importan la accesibilidad, los diseños de derecha a izquierda y las páginas que cargan rápido en el móvil.',
    ],
  },
  {
    category: 'career-operations', location: 'Washington, DC',
    title: ['City Operations Manager', 'مدير العمليات في المدينة', 'Responsable des opérations urbaines', 'Responsable de operaciones en la ciudad'],
    description: [
      'Keep deliveries running smoothly across the city: plan courier coverage, onboard new shops and solve problems on the ground before customers notice them.',
      'حافظ على سير عمليات التوصيل بسلاسة في أنحاء المدينة: خطط لتغطية المندوبين، وأدخل متاجر جديدة إلى المنصة، وحلّ المشكلات ميدانياً قبل أن يلاحظها العملاء.',
      'Veillez au bon déroulement des livraisons dans toute la ville : planifiez la couverture des coursiers, intégrez de nouvelles boutiques et réglez les problèmes sur le terrain avant que les clients ne les remarquent.',
      'Haz que las entregas funcionen sin problemas en toda la ciudad: planifica la cobertura de repartidores, incorpora nuevas tiendas y resuelve incidencias sobre el terreno antes de que los clientes las noten.',
    ],
  },
  {
    category: 'career-operations', location: 'Washington, DC',
    title: ['Courier Fleet Coordinator', 'منسق أسطول المندوبين', 'Coordinateur de la flotte de coursiers (H/F)', 'Coordinador/a de la flota de repartidores'],
    description: [
      'Schedule shifts, support couriers on the road and make sure every rider has what they need to deliver safely.',
      'نظّم المناوبات، وادعم المندوبين في الطريق، وتأكد من أن لدى كل مندوب ما يحتاجه للتوصيل بأمان.',
      'Organisez les plannings, épaulez les coursiers sur la route et veillez à ce que chacun ait ce qu’il faut pour livrer en toute sécurité.',
      'Organiza los turnos, apoya a los repartidores en la calle y asegúrate de que todos tengan lo necesario para entregar con seguridad.',
    ],
  },
  {
    category: 'career-support', location: 'Washington, DC (evenings and weekends)',
    title: ['Customer Care Specialist', 'أخصائي خدمة العملاء', 'Conseiller service client (H/F)', 'Especialista de atención al cliente'],
    description: [
      'Be the friendly voice behind chat and phone support. Fluency in English and at least one of Arabic, French or Spanish is a big plus.',
      'كن الصوت الودود وراء الدعم عبر الدردشة والهاتف. إتقان الإنجليزية ولغة واحدة على الأقل من العربية أو الفرنسية أو الإسبانية ميزة كبيرة.',
      'Soyez la voix chaleureuse de notre assistance par chat et par téléphone. Parler couramment anglais et au moins l’arabe, le français ou l’espagnol est un vrai plus.',
      'Sé la voz amable de nuestra atención por chat y teléfono. Hablar inglés con fluidez y al menos árabe, francés o español es una gran ventaja.',
    ],
  },
  {
    category: 'career-marketing', location: 'Washington, DC (hybrid)',
    title: ['Partner Marketing Lead', 'قائد تسويق الشركاء', 'Responsable marketing partenaires (H/F)', 'Responsable de marketing de socios'],
    description: [
      'Help local restaurants and shops grow on Groops with campaigns, photo shoots and promotions that feel true to each neighbourhood.',
      'ساعد المطاعم والمتاجر المحلية على النمو في غروبس من خلال حملات وجلسات تصوير وعروض ترويجية تعكس روح كل حي.',
      'Aidez les restaurants et commerces du quartier à se développer sur Groops grâce à des campagnes, des séances photo et des promotions fidèles à l’esprit de chaque quartier.',
      'Ayuda a restaurantes y tiendas locales a crecer en Groops con campañas, sesiones de fotos y promociones fieles al espíritu de cada barrio.',
    ],
  },
];
