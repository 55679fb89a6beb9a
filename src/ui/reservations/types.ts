/** Reservation shapes the storefront reads (contract §3.10). Times are "YYYY-MM-DD HH:mm" UTC. */

export interface BookingConfig {
  id: number;
  shop_id: number;
  max_time: number;
}

export interface BookingShop {
  id: number;
  uuid: string;
  logo_img?: string;
  translation?: { title: string; description?: string; address?: string };
  booking?: BookingConfig;
  booking_shop_working_days: Array<{ id: number; day: string; from: string; to: string; disabled: boolean }>;
  booking_shop_closed_date: Array<{ id: number; day: string }>;
}

export interface Section {
  id: number;
  shop_id: number;
  area?: string;
  translation?: { title: string; description?: string };
}

export interface Table {
  id: number;
  name: string;
  shop_section_id: number;
  chair_count: number;
}

export interface UserBooking {
  id: number;
  table_id: number;
  start_date: string;
  end_date?: string;
  status: 'new' | 'accepted' | 'canceled';
  guest?: number;
  note?: string;
  booking?: BookingConfig & { shop: { id: number; logo_img?: string; translation?: { title: string } } };
  table?: Table & { shop_section?: Section };
}
