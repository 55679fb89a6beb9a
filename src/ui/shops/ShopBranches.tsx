import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import { branchesQuery } from './queries';

/** The shop's branches (pickup points); nothing when it has none. */
export function ShopBranches({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery(branchesQuery(http, locale, id));
  const branches = query.data?.data ?? [];
  if (!query.isPending && branches.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="shop-branches-title" data-testid="shop-branches" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2 }}>
      <Typography id="shop-branches-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('shop.branches')}
      </Typography>
      {query.isPending ? (
        <Skeleton variant="text" />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {branches.map((b) => (
            <li key={b.id}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{b.translation?.title ?? ''}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {b.address?.address ?? ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
