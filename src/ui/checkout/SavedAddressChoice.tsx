import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import { TextInput } from '@/ui/app/TextInput';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import type { SavedAddress } from '../addresses/api';
import { useChooseAddress } from '../addresses/useChooseAddress';

interface Props {
  saved: SavedAddress[];
  chosen: SavedAddress | null;
  /** "Save this address as …": the title, or null when not asked. */
  saveAs: string | null;
  onSaveAs: (title: string | null) => void;
  /** Offer saving only for a signed-in customer's new place. */
  canSave: boolean;
}

/** Checkout's saved addresses (one tap delivers there) and, for a new place, "save this address". */
export function SavedAddressChoice({ saved, chosen, saveAs, onSaveAs, canSave }: Props) {
  const { t } = useTranslation();
  const choose = useChooseAddress();
  return (
    <Box sx={{ mt: 1.5 }}>
      {saved.length ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('address.saved.list')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="checkout-saved-addresses">
            {saved.map((a) => (
              <Chip key={a.id} label={<bdi>{a.title}</bdi>} color={chosen?.id === a.id ? 'primary' : 'default'} variant={chosen?.id === a.id ? 'filled' : 'outlined'} onClick={() => choose.saved(a)} aria-pressed={chosen?.id === a.id} data-testid="checkout-saved-address" data-title={a.title ?? ''} />
            ))}
          </Box>
        </>
      ) : null}
      {canSave && !chosen ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={saveAs !== null} onChange={(e) => onSaveAs(e.target.checked ? t('address.label.home') : null)} slotProps={{ input: { 'data-testid': 'checkout-save-address' } as object }} />}
            label={t('address.keep.for.later')}
          />
          {saveAs !== null ? (
            <TextInput size="small" label={t('address.label.title')} value={saveAs} onChange={(e) => onSaveAs(e.target.value)} slotProps={{ htmlInput: { maxLength: 50, dir: 'auto', 'data-testid': 'checkout-save-title' } }} />
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
