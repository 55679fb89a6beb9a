import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useEffect } from 'react';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import { branchesQuery } from '../shops/queries';
import { Section } from './Section';

/** Pickup: the shop's branches (rest/branches?shop_id); the first one is picked by default. */
export function BranchSection({ shopId, value, onChange }: { shopId: number; value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery(branchesQuery(http, locale, String(shopId)));
  const branches = query.data?.data ?? [];
  const firstId = branches[0]?.id;
  useEffect(() => {
    if (!value && firstId) onChange(firstId);
  }, [value, firstId, onChange]);
  return (
    <Section title={t('checkout.branch.title')} testId="checkout-branches">
      {query.isPending ? (
        <Skeleton height={48} />
      ) : !branches.length ? (
        <Alert severity="warning">{t('branches.not.found', { ns: 'errors' })}</Alert>
      ) : (
        <RadioGroup value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))} aria-label={t('checkout.branch.select')}>
          {branches.map((branch) => (
            <FormControlLabel
              key={branch.id}
              value={branch.id}
              control={<Radio />}
              data-testid="branch-option"
              sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
              label={
                <>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    <bdi>{branch.translation?.title}</bdi>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    <bdi>{branch.address?.address}</bdi>
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
      )}
    </Section>
  );
}
