import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import type { GroupParticipant } from '../types/cart';
import { owesTable } from './owes';

const cell = { display: 'flex', justifyContent: 'space-between', gap: 1 } as const;

/** One secondary line of a participant: what it is for, and the amount. */
function PartRow({ label, amount }: { label: string; amount: string }) {
  return (
    <Box sx={cell}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <bdi>{amount}</bdi>
      </Typography>
    </Box>
  );
}

/**
 * A group order's "who owes what" (checkout summary and order page): each participant's items, an even share
 * of the shared fees (labelled as such), and what they owe. Amounts come from the server.
 */
export function WhoOwesWhat({ participants, format }: { participants: GroupParticipant[] | undefined; format: (amount: number) => string }) {
  const { t } = useTranslation();
  const table = owesTable(participants);
  if (!table) return null;
  return (
    <Box component="section" aria-labelledby="owes-title" data-testid="group-owes" sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="owes-title" component="h3" sx={{ fontWeight: 800 }}>
        {t('group.owes.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="group-owes-note">
        {t('group.owes.note', { count: table.people })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
        {table.rows.map((row) => (
          <Box component="li" key={row.key} data-testid="group-owes-row" data-name={row.name} data-subtotal={row.subtotal.toFixed(2)} data-fee={row.feeShare.toFixed(2)} data-total={row.total.toFixed(2)} sx={{ minWidth: 0 }}>
            <Box sx={cell}>
              <Typography sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
                <bdi>{row.name}</bdi>
                {row.isOwner ? ` · ${t('group.host')}` : ''}
              </Typography>
              <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
                <bdi>{format(row.total)}</bdi>
              </Typography>
            </Box>
            <PartRow label={t('group.owes.items')} amount={format(row.subtotal)} />
            <PartRow label={t('group.owes.fees')} amount={format(row.feeShare)} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
