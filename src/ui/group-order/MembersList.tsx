import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { useMoney } from '../shops/useMoney';
import type { MemberView } from './owes';

interface Props {
  members: MemberView[];
  /** Which entry is the viewer. */
  isMe: (member: MemberView) => boolean;
  total: number;
  /** The owner's powers over the others. */
  onFlip?: (member: MemberView) => void;
  onKick?: (member: MemberView) => void;
}

/**
 * Everyone in the group with status, lines and subtotal, then the group's total. Names are text (React escapes
 * them); the list is a polite live region, so joins, leaves and status changes are read out.
 */
export function MembersList({ members, isMe, total, onFlip, onKick }: Props) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const [kicking, setKicking] = useState<number | null>(null);
  return (
    <Box component="section" aria-labelledby="group-members-title">
      <Typography id="group-members-title" component="h3" sx={{ fontWeight: 700 }}>
        {t('group.members.title')} · {t('group.members.count', { count: members.length })}
      </Typography>
      <Box component="ul" aria-live="polite" aria-relevant="all" data-testid="group-members" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
        {members.map((m) => (
          <Box component="li" key={m.id} data-testid="group-member" data-name={m.name} data-status={m.choosing ? 'choosing' : 'done'} data-count={m.count} sx={{ p: 1.25, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}>
                <bdi>{m.name}</bdi>
              </Typography>
              {m.isOwner ? <Chip size="small" label={t('group.host')} /> : null}
              {isMe(m) ? <Chip size="small" variant="outlined" label={t('group.you')} /> : null}
              <Chip size="small" color={m.choosing ? 'default' : 'success'} label={m.choosing ? t('group.status.choosing') : t('group.status.done')} data-testid="group-member-status" />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {m.count ? `${t('cart.items', { count: m.count })} · ` : `${t('group.member.empty')} · `}
              <bdi data-testid="group-member-subtotal" data-amount={m.subtotal.toFixed(2)}>
                {format(m.subtotal)}
              </bdi>
            </Typography>
            {m.lines.length ? (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }} data-testid="group-member-lines">
                {m.lines.map((line) => (
                  <Typography component="li" variant="body2" key={line.key} sx={{ overflowWrap: 'anywhere' }}>
                    {line.title} × {line.quantity}
                  </Typography>
                ))}
              </Box>
            ) : null}
            {!m.isOwner && (onFlip || onKick) && m.uuid ? (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                {onFlip ? (
                  <Button size="small" onClick={() => onFlip(m)} data-testid="group-member-flip">
                    {m.choosing ? t('group.mark.member.done') : t('group.mark.member.choosing')}
                  </Button>
                ) : null}
                {onKick && kicking !== m.id ? (
                  <Button size="small" color="error" onClick={() => setKicking(m.id)} data-testid="group-member-kick">
                    {t('group.kick.action')}
                  </Button>
                ) : null}
                {onKick && kicking === m.id ? (
                  <Box role="group" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {t('group.kick.confirm', { name: m.name })}
                    </Typography>
                    <Button size="small" onClick={() => setKicking(null)}>
                      {t('common.no')}
                    </Button>
                    <Button size="small" color="error" onClick={() => (setKicking(null), onKick(m))} data-testid="group-member-kick-confirm">
                      {t('common.yes')}
                    </Button>
                  </Box>
                ) : null}
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1.5, gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('group.total')}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="group-total" data-amount={total.toFixed(2)}>
          <bdi>{format(total)}</bdi>
        </Typography>
      </Box>
    </Box>
  );
}
