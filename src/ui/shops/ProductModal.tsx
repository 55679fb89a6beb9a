import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useCallback, useEffect, useRef } from 'react';
import MuiScope from '../app/MuiScope';
import { useShell } from '../app/ShellContext';
import { ContentImage } from '../content/ContentImage';
import { ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { useAppDispatch } from '../store/hooks';
import { setProduct } from '../store/slices/product';
import { ProductForm } from './ProductForm';
import { productQuery } from './queries';
import { CloseIcon } from '../app/icons';

type Props = { uuid: string; shopId: number; onClose: () => void };

/** The product dialog (loaded with next/dynamic): MUI in its own scope, as the shop page is plain CSS. */
export default function ProductModal(props: Props) {
  return (
    <MuiScope>
      <ProductDialog {...props} />
    </MuiScope>
  );
}

/** The menu card's link that opens `uuid`, which gets the focus back when the dialog closes. */
const openerOf = (uuid: string) => document.querySelector<HTMLElement>(`[data-testid="product-card"][data-uuid="${CSS.escape(uuid)}"] a`);

/**
 * The product read by uuid, then its choices; Add to cart stays in the dialog's footer however long the
 * choices are. Opening it focuses the title (read first by screen readers, no ring around the whole dialog);
 * closing it (Escape, ✕, adding) gives the focus back to the card that opened it.
 */
function ProductDialog({ uuid, shopId, onClose }: Props) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const dispatch = useAppDispatch();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  // The dialog renders in a portal a render later than this component mounts: focus the title when it is there.
  const focused = useRef(false);
  const title = useCallback((el: HTMLHeadingElement | null) => {
    if (!el || focused.current) return;
    focused.current = true;
    el.focus({ preventScroll: true });
  }, []);
  const query = useQuery(productQuery(http, locale, uuid));
  const product = query.data;
  useEffect(() => {
    if (product) dispatch(setProduct(product));
  }, [dispatch, product]);
  // Once the dialog is gone (the URL change unmounts it; until then its focus trap holds the focus).
  useEffect(
    () => () => {
      requestAnimationFrame(() => openerOf(uuid)?.focus());
    },
    [uuid],
  );
  const name = product?.translation?.title ?? '';
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      disableAutoFocus
      disableRestoreFocus
      aria-labelledby="product-modal-title"
      slotProps={{ paper: { 'data-testid': 'product-modal' } as object }}
    >
      <DialogTitle id="product-modal-title" ref={title} tabIndex={-1} data-testid="product-modal-title" sx={{ paddingInlineEnd: '56px', fontWeight: 700, overflowWrap: 'anywhere', outline: 'none' }}>
        {name || t('common.loading')}
      </DialogTitle>
      <IconButton aria-label={t('common.close')} onClick={onClose} data-testid="product-modal-close" sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
        <CloseIcon />
      </IconButton>
      {query.isPending || query.isError ? (
        <DialogContent dividers>
          {query.isPending ? <TextSkeleton lines={6} /> : <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        </DialogContent>
      ) : (
        <ProductForm key={product!.uuid} product={product!} shopId={product!.shop_id ?? shopId} onAdded={onClose}>
          <ContentImage src={product!.img} alt={name} ratio="16 / 9" sizes="(min-width: 600px) 552px, 100vw" />
          {product!.translation?.description ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {product!.translation.description}
            </Typography>
          ) : null}
        </ProductForm>
      )}
    </Dialog>
  );
}
