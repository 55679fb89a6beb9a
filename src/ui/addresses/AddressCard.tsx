import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import type { SavedAddress } from './api';

interface Props {
  address: SavedAddress;
  /** The address the storefront delivers to now. */
  chosen: boolean;
  onChoose: () => void;
  onEdit: () => void;
  onDefault: () => void;
  onDelete: () => void;
}

/** One saved address: title, street line and door details, with what can be done with it. */
export function AddressCard({ address: a, chosen, onChoose, onEdit, onDefault, onDelete }: Props) {
  const { t } = useTranslation();
  const details = [a.address.house && `${t('address.house')} ${a.address.house}`, a.address.floor && `${t('address.floor')} ${a.address.floor}`, a.address.entrance && `${t('address.entrance')} ${a.address.entrance}`].filter(Boolean);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="address-card" data-title={a.title ?? ''}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          <bdi>{a.title}</bdi>
        </Typography>
        {a.active ? <Chip size="small" color="primary" label={t('locations.default')} data-testid="address-default-chip" /> : null}
      </Stack>
      <Typography variant="body2" dir="auto">
        {a.address.address}
      </Typography>
      {details.length ? (
        <Typography variant="body2" color="text.secondary">
          {details.join(' · ')}
        </Typography>
      ) : null}
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant={chosen ? 'contained' : 'outlined'} onClick={onChoose} aria-pressed={chosen} data-testid="address-choose">
          {t('address.deliver.here')}
        </Button>
        {a.active ? null : (
          <Button size="small" onClick={onDefault} data-testid="address-make-default">
            {t('locations.set.default')}
          </Button>
        )}
        <Button size="small" onClick={onEdit} data-testid="address-edit">
          {t('common.edit')}
        </Button>
        <Button size="small" color="error" onClick={onDelete} data-testid="address-delete">
          {t('common.delete')}
        </Button>
      </Stack>
    </Paper>
  );
}
