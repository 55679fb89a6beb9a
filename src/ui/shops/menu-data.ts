import type { MenuCategory, Product, ShopMenu, Stock } from '../types/api';

/**
 * What the menu (sections, filters, cards) reads of `rest/shops/{id}/products`, and no more: the server-rendered
 * menu travels in the page data (64 KB budget, ADR 0017). The product modal reads the whole product by uuid; the
 * JSON-LD is built on the server from the whole menu before this cut.
 */
export type MenuStock = Pick<Stock, 'id' | 'price' | 'total_price' | 'discount'>;
export type MenuProduct = Pick<Product, 'id' | 'uuid' | 'img'> & { translation?: { title?: string }; stock?: MenuStock };
export type MenuSection = Pick<MenuCategory, 'id'> & { translation?: { title?: string }; products?: MenuProduct[]; children?: MenuSection[] };
/** The menu by category (the API's `recommended` row is not shown on the shop page). */
export interface MenuPage {
  all: MenuSection[];
}

const title = (translation: { title?: string } | undefined) => (translation?.title === undefined ? undefined : { title: translation.title });

function menuStock(stock: Stock | undefined): MenuStock | undefined {
  if (!stock) return undefined;
  const { id, price, total_price, discount } = stock;
  return { id, price, total_price, discount };
}

function menuProduct(product: Product): MenuProduct {
  const { id, uuid, img, translation, stock } = product;
  return { id, uuid, img, translation: title(translation), stock: menuStock(stock) };
}

function menuSection(category: MenuCategory): MenuSection {
  return {
    id: category.id,
    translation: title(category.translation),
    products: category.products?.map(menuProduct),
    children: category.children?.map(menuSection),
  };
}

export const menuPage = (menu: ShopMenu): MenuPage => ({ all: (menu.all ?? []).map(menuSection) });
