import type { CartItem } from '../store/slices/cart';
import type { Product, Stock } from '../types/api';
import type { CartStock } from '../types/cart';

/**
 * A line being added from the product modal. Stocks are kept small (what the cart panel draws and the API
 * needs), so the guest cart stays light in localStorage.
 */
export interface NewCartLine {
  productId: number;
  shopId: number;
  stock: CartStock;
  quantity: number;
  addons: Array<{ stock: CartStock; quantity: number }>;
}

type ProductLike = Pick<Product, 'id' | 'uuid' | 'img' | 'min_qty' | 'max_qty' | 'translation'>;

export function slimStock(stock: Stock, product: ProductLike | undefined): CartStock {
  return {
    id: stock.id,
    price: stock.price,
    total_price: stock.total_price,
    quantity: stock.quantity,
    extras: stock.extras?.map((e) => ({ id: e.id, extra_group_id: e.extra_group_id, value: e.value, translation: e.translation })),
    product: product ? { id: product.id, uuid: product.uuid, img: product.img, min_qty: product.min_qty, max_qty: product.max_qty, translation: { title: product.translation?.title } } : undefined,
  };
}

/** The modal's choice as a cart line: the stock with its product, each addon with its addon product. */
export function newCartLine(product: ProductLike, shopId: number, stock: Stock, quantity: number, addons: ReadonlyArray<{ stock: Stock; quantity: number }>): NewCartLine {
  const addonProduct = (addon: Stock) => stock.addons?.find((a) => a.product?.stock?.id === addon.id)?.product;
  return {
    productId: product.id,
    shopId,
    stock: slimStock(stock, product),
    quantity,
    addons: addons.filter((a) => a.quantity > 0).map((a) => ({ stock: slimStock(a.stock, addonProduct(a.stock) ?? a.stock.product), quantity: a.quantity })),
  };
}

export function toGuestItem(line: NewCartLine): CartItem {
  return { id: line.productId, quantity: line.quantity, stock: line.stock, addons: line.addons, shop_id: line.shopId };
}
