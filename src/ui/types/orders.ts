/** Order, refund and review shapes of `dashboard/user/orders*` and `order-refunds*` (contract §3.6, §4). */
import type { Translation } from './api';
import type { GroupParticipant } from './cart';

export type OrderStatus = 'new' | 'accepted' | 'cooking' | 'ready' | 'on_a_way' | 'delivered' | 'canceled';
export type RefundStatus = 'pending' | 'accepted' | 'canceled';
export type TransactionStatus = 'progress' | 'paid' | 'canceled' | 'rejected' | 'refund';

export interface OrderCurrency {
  id: number;
  symbol: string;
  title?: string;
  rate?: number;
  position?: 'before' | 'after' | string;
}

export interface OrderShop {
  id: number;
  uuid?: string;
  type?: 'shop' | 'restaurant' | string;
  logo_img?: string;
  phone?: string;
  translation?: Pick<Translation, 'title' | 'address'>;
}

/** One line of an order; addon lines are nested under their parent line. Amounts are decimals in the order's currency. */
export interface OrderDetail {
  id: number;
  order_id?: number;
  stock_id: number;
  origin_price?: number;
  total_price: number;
  tax?: number;
  discount?: number;
  quantity: number;
  bonus?: boolean;
  note?: string;
  /** Group orders: the name of the participant who chose this line. */
  participant?: string | null;
  stock?: {
    id: number;
    extras?: Array<{ id: number; value: string; translation?: Pick<Translation, 'title'>; group?: { translation?: Pick<Translation, 'title'> } }>;
    product?: { id: number; uuid?: string; img?: string; translation?: Pick<Translation, 'title'> };
  };
  addons?: OrderDetail[];
}

export interface OrderTransaction {
  id: number;
  price?: number;
  status: TransactionStatus | string;
  payment_system?: { id?: number; tag: string };
}

export interface OrderReview {
  id: number;
  rating: number;
  comment?: string;
  created_at?: string;
}

export interface OrderRefund {
  id: number;
  order_id?: number;
  status: RefundStatus | string;
  cause?: string;
  answer?: string;
  created_at?: string;
  updated_at?: string;
  order?: Pick<Order, 'id' | 'total_price' | 'currency' | 'shop' | 'created_at'>;
}

/** One step of the order's status history, when the API sends it. */
export interface OrderStatusEvent {
  status: OrderStatus | string;
  created_at?: string;
}

export interface OrderAddress {
  address?: string;
  office?: string;
  house?: string;
  floor?: string;
  entrance?: string;
  comment?: string;
}

/** An order as the list returns it (`orders/paginate`) and, with relations, as `orders/{id}` does. */
export interface Order {
  id: number;
  user_id?: number;
  status: OrderStatus | string;
  total_price: number;
  origin_price?: number;
  total_discount?: number;
  tax?: number;
  delivery_fee?: number;
  service_fee?: number;
  tips?: number;
  coupon_price?: number;
  rate?: number;
  note?: string;
  delivery_type?: 'delivery' | 'pickup' | 'dine_in' | string;
  delivery_date?: string;
  delivery_time?: string;
  address?: OrderAddress | null;
  phone?: string;
  username?: string;
  km?: number;
  created_at?: string;
  updated_at?: string;
  order_details_count?: number;
  currency?: OrderCurrency;
  shop?: OrderShop;
  deliveryman?: { id: number; firstname?: string; lastname?: string; phone?: string } | null;
  details?: OrderDetail[];
  /** Group orders: who owes what. */
  participants?: GroupParticipant[];
  transaction?: OrderTransaction | null;
  review?: OrderReview | null;
  order_refunds?: OrderRefund[];
  coupon?: { id?: number; name: string; price: number } | null;
  /** History of status changes (our API keeps one row per transition; other backends may omit it). */
  status_history?: OrderStatusEvent[];
}

/** `orders/{id}`: the full order. */
export type OrderDetailView = Order & { details: OrderDetail[] };
