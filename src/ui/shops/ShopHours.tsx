import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';
import type { WorkingDay } from '../types/api';
import { weekHours } from './hours';

/** The week's hours (UTC, as the shop keeps them), today highlighted. */
export function ShopHours({ days, now }: { days?: WorkingDay[]; now: Date }) {
  const { t } = useTranslation();
  const week = useMemo(() => weekHours(days, now), [days, now]);
  return (
    <Box component="section" aria-labelledby="shop-hours-title" data-testid="shop-hours" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2 }}>
      <Typography id="shop-hours-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('shop.working.hours')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {week.map((d) => (
          <Box key={d.day} data-today={d.today || undefined} sx={{ display: 'contents', '& > *': { fontWeight: d.today ? 800 : 400, color: d.today ? 'primary.main' : 'text.primary' } }}>
            <Typography component="dt">{t(`shop.day.${d.day}`)}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end' }} dir="ltr">
              {d.from && d.to ? (d.from === '00:00' && d.to >= '23:59' ? t('shop.open.24h') : t('shop.hours.range', { from: d.from, to: d.to })) : t('shop.hours.closed')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
