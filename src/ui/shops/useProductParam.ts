import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import { clearProduct, setProduct } from '../store/slices/product';
import type { Product } from '../types/api';

/** `?product=<uuid>` as the modal's state: opening or closing changes the URL with shallow routing. */
export function useProductParam() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const raw = router.query.product;
  const uuid = (Array.isArray(raw) ? raw[0] : raw) || null;

  const open = useCallback(
    (product: Product) => {
      dispatch(setProduct(product));
      void router.push({ pathname: router.pathname, query: { ...router.query, product: product.uuid } }, undefined, { shallow: true, scroll: false });
    },
    [dispatch, router],
  );

  const close = useCallback(() => {
    dispatch(clearProduct());
    const { product: _dropped, ...rest } = router.query;
    void _dropped;
    void router.push({ pathname: router.pathname, query: rest }, undefined, { shallow: true, scroll: false });
  }, [dispatch, router]);

  return { uuid, open, close };
}
