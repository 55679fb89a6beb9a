// Table reservations at four restaurants (one of them the demo seller's, so seller@ can answer bookings): booking settings, dining sections and their tables.
import type { FoodKind } from '../images';
import type { T4 } from './i18n';

export interface SectionDef {
  key: string;
  area: string;
  kind: FoodKind;
  title: T4;
  description: T4;
  /** Table name prefix and the chair count of each table. */
  prefix: string;
  chairs: readonly number[];
}

export interface BookingDef {
  shop: string;
  /** Longest reservation, minutes. */
  maxTime: number;
  start: string;
  end: string;
  /** Reservation hours per weekday ("H-mm"). */
  hours: readonly [string, string];
  /** One date without reservations, days from the seed date. */
  closedInDays: number;
  sections: readonly SectionDef[];
}

const MAIN_ROOM: Omit<SectionDef, 'key' | 'kind' | 'prefix' | 'chairs' | 'area'> = {
  title: ['Main dining room', 'قاعة الطعام الرئيسية', 'Salle principale', 'Comedor principal'],
  description: ['Cosy tables around the open kitchen.', 'طاولات مريحة حول المطبخ المفتوح.', 'Des tables chaleureuses autour de la cuisine ouverte.', 'Mesas acogedoras alrededor de la cocina abierta.'],
};

export const BOOKINGS: readonly BookingDef[] = [
  {
    shop: 'rock-creek-pizza', maxTime: 120, start: '11:00', end: '22:30', hours: ['11-00', '22-30'], closedInDays: 5,
    sections: [
      { key: 'rock-creek-main', area: '90 m²', kind: 'pizza', prefix: 'M', chairs: [2, 2, 4, 4, 4, 6], ...MAIN_ROOM },
      {
        key: 'rock-creek-patio', area: '45 m²', kind: 'salad', prefix: 'P', chairs: [2, 4, 4, 6],
        title: ['Garden patio', 'الفناء الخارجي', 'Terrasse jardin', 'Patio jardín'],
        description: ['Open-air seating under string lights, weather permitting.', 'جلسات في الهواء الطلق تحت الأضواء المعلقة، إذا سمح الطقس.', 'Places en plein air sous les guirlandes lumineuses, si le temps le permet.', 'Mesas al aire libre bajo guirnaldas de luces, si el tiempo lo permite.'],
      },
    ],
  },
  {
    shop: 'potomac-sushi-bar', maxTime: 90, start: '11:30', end: '22:00', hours: ['11-30', '22-00'], closedInDays: 8,
    sections: [
      {
        key: 'potomac-counter', area: '30 m²', kind: 'sushi', prefix: 'C', chairs: [2, 2, 2, 2],
        title: ['Sushi counter', 'كاونتر السوشي', 'Comptoir à sushis', 'Barra de sushi'],
        description: ['Watch the chefs at work from the counter seats.', 'شاهد الطهاة أثناء العمل من مقاعد الكاونتر.', 'Regardez les chefs à l’œuvre depuis le comptoir.', 'Mira a los chefs trabajar desde la barra.'],
      },
      {
        key: 'potomac-terrace', area: '55 m²', kind: 'fish', prefix: 'T', chairs: [2, 4, 4, 6],
        title: ['Riverside terrace', 'التراس المطل على النهر', 'Terrasse au bord de l’eau', 'Terraza junto al río'],
        description: ['Tables overlooking the Potomac.', 'طاولات تطل على نهر بوتوماك.', 'Des tables avec vue sur le Potomac.', 'Mesas con vistas al Potomac.'],
      },
    ],
  },
  {
    shop: 'columbia-heights-kebab', maxTime: 150, start: '12:00', end: '22:00', hours: ['12-00', '22-00'], closedInDays: 12,
    sections: [
      { key: 'kebab-main', area: '110 m²', kind: 'meat', prefix: 'H', chairs: [2, 4, 4, 4, 6, 8], ...MAIN_ROOM },
      {
        key: 'kebab-private', area: '35 m²', kind: 'vegetable', prefix: 'R', chairs: [8, 12],
        title: ['Private room', 'الغرفة الخاصة', 'Salon privé', 'Salón privado'],
        description: ['A quiet room for family gatherings of up to twelve.', 'غرفة هادئة للتجمعات العائلية حتى اثني عشر شخصاً.', 'Une salle au calme pour les réunions de famille jusqu’à douze personnes.', 'Un salón tranquilo para reuniones familiares de hasta doce personas.'],
      },
    ],
  },
  {
    shop: 'capitol-burger-works', maxTime: 90, start: '11:00', end: '23:00', hours: ['11-00', '23-00'], closedInDays: 10,
    sections: [
      {
        key: 'capitol-booths', area: '60 m²', kind: 'burger', prefix: 'B', chairs: [2, 4, 4, 6],
        title: ['Booths', 'المقصورات', 'Banquettes', 'Reservados'],
        description: ['Diner-style booths along the windows.', 'مقصورات على طراز المطاعم الأمريكية بجانب النوافذ.', 'Des banquettes façon diner le long des fenêtres.', 'Reservados estilo diner junto a las ventanas.'],
      },
    ],
  },
];
