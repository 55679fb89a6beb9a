// Extra demo people: one owner per shop (besides the demo seller) and a few customers who
// left the seeded reviews. Invented names; emails under groops.test.

/** Shop owners, assigned in shop order to the shops the demo seller does not own. */
export const SHOP_OWNERS: ReadonlyArray<readonly [first: string, last: string]> = [
  ['Marco', 'Bellini'],
  ['Priya', 'Natarajan'],
  ['Jamal', 'Carter'],
  ['Hana', 'Sato'],
  ['Kenji', 'Mori'],
  ['Olivia', 'Grant'],
  ['Wei', 'Chen'],
  ['Luis', 'Ortega'],
  ['Amara', 'Mensah'],
  ['Giulia', 'Romano'],
  ['Nadia', 'Haddad'],
  ['Tomás', 'Herrera'],
  ['Yusuf', 'Demir'],
  ['Grace', 'Whitfield'],
  ['Sophie', 'Laurent'],
  ['DeShawn', 'Brooks'],
  ['Anjali', 'Rao'],
  ['Ethan', 'Walsh'],
  ['Chloé', 'Martin'],
  ['Robert', 'Hale'],
  ['Fatima', 'Benali'],
  ['Daniel', 'Novak'],
  ['Isabel', 'Cruz'],
  ['Michael', 'Brennan'],
  ['Lena', 'Fischer'],
  ['Arjun', 'Mehta'],
  ['Rosa', 'Delgado'],
];

/** Customers who wrote the seeded reviews (the demo customer writes some too). */
export const REVIEWERS: ReadonlyArray<readonly [first: string, last: string, gender: 'male' | 'female']> = [
  ['Jordan', 'Blake', 'male'],
  ['Maya', 'Patel', 'female'],
  ['Chris', 'Nguyen', 'male'],
  ['Aisha', 'Rahman', 'female'],
  ['Ben', 'Foster', 'male'],
  ['Camila', 'Torres', 'female'],
  ['Noah', 'Fitzgerald', 'male'],
  ['Leila', 'Mansour', 'female'],
  ['Sarah', 'Goldberg', 'female'],
  ['Tyler', 'Jackson', 'male'],
];

/** Review comments by rating; customers write in their own language. */
export const REVIEW_COMMENTS: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    'Arrived hot and quicker than promised. New favourite!',
    'Everything was perfect, from the packaging to the taste.',
    'Generous portions and a really friendly driver.',
    'Best in the neighbourhood, hands down.',
    'Ordered for the whole office and everyone asked where it was from.',
    'Livraison rapide et tout était délicieux !',
    '¡Riquísimo y llegó muy rápido!',
    'طعام رائع ووصل ساخناً، أنصح به بشدة.',
  ],
  4: [
    'Really tasty, the delivery was a few minutes late.',
    'Great food, I would love a bit more sauce next time.',
    'A solid choice for a weeknight dinner.',
    'Fresh and well packed. Will order again.',
    'Très bon, juste un peu trop salé à mon goût.',
    'Muy bueno, aunque el pedido tardó un poco.',
  ],
  3: [
    'Good, but not as hot as I hoped when it arrived.',
    'Decent, though one item was missing its dip.',
    'جيد، لكن التغليف يحتاج إلى تحسين.',
  ],
};

/** ASCII local part for an email from a name ("Tomás Herrera" → "tomas.herrera"). */
export function emailLocal(first: string, last: string): string {
  return `${first}.${last}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
}
