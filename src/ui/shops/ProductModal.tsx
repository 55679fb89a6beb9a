import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
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

/** The product read by uuid, then its choices. */
function ProductDialog({ uuid, shopId, onClose }: Props) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const dispatch = useAppDispatch();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = useQuery(productQuery(http, locale, uuid));
  const product = query.data;
  useEffect(() => {
    if (product) dispatch(setProduct(product));
  }, [dispatch, product]);
  const name = product?.translation?.title ?? '';
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="product-modal-title" slotProps={{ paper: { 'data-testid': 'product-modal' } as object }}>
      <DialogTitle id="product-modal-title" sx={{ paddingInlineEnd: '56px', fontWeight: 800, overflowWrap: 'anywhere' }}>
        {name || t('common.loading')}
      </DialogTitle>
      <IconButton aria-label={t('common.close')} onClick={onClose} data-testid="product-modal-close" sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {query.isPending ? (
          <TextSkeleton lines={6} />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <ContentImage src={product!.img} alt={name} ratio="16 / 9" sizes="(min-width: 600px) 552px, 100vw" />
            {product!.translation?.description ? (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                {product!.translation.description}
              </Typography>
            ) : null}
            <Box sx={{ mt: 2 }}>
              <ProductForm key={product!.uuid} product={product!} shopId={product!.shop_id ?? shopId} onAdded={onClose} />
            </Box>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
