import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { http } from '../http/browser';
import { tablesQuery } from './queries';
import type { BookingShop, Section } from './types';

const hm = (value: string) => value.replace('-', ':').padStart(5, '0');

/** The shop's reservation hours per weekday (UTC). */
export function BookingHours({ shop }: { shop: BookingShop }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="booking-hours" data-testid="booking-hours">
      <Typography id="booking-hours" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('reservation.hours')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {shop.booking_shop_working_days.map((d) => (
          <Box key={d.id} sx={{ display: 'contents' }}>
            <Typography component="dt">{t(`shop.day.${d.day}`)}</Typography>
            <Typography component="dd" sx={{ m: 0 }} color={d.disabled ? 'text.secondary' : undefined}>
              {d.disabled ? t('reservation.day.closed') : <bdi>{`${hm(d.from)}–${hm(d.to)} UTC`}</bdi>}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function SectionTables({ section }: { section: Section }) {
  const { t } = useTranslation();
  const tables = useQuery(tablesQuery(http, section.id));
  return (
    <Box component="li" sx={{ mb: 2 }} data-testid="booking-section-card">
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {section.translation?.title}
        {section.area ? <Typography component="span" color="text.secondary">{` · ${section.area}`}</Typography> : null}
      </Typography>
      {section.translation?.description ? <Typography variant="body2" color="text.secondary">{section.translation.description}</Typography> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {(tables.data ?? []).map((x) => (
          <Chip key={x.id} variant="outlined" label={`${x.name} · ${t('reservation.table.seats', { count: x.chair_count })}`} data-testid="booking-table-chip" />
        ))}
      </Box>
    </Box>
  );
}

/** Every section (zone) with its tables and their seats. */
export function SectionList({ sections }: { sections: Section[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="booking-sections">
      <Typography id="booking-sections" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('reservation.sections')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sections.map((s) => (
          <SectionTables key={s.id} section={s} />
        ))}
      </Box>
    </Box>
  );
}
