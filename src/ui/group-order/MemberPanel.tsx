import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useCallback, useEffect, useState } from 'react';
import MuiScope from '../app/MuiScope';
import { notify } from '../app/notify';
import { useShell } from '../app/ShellContext';
import { cartErrorKey } from '../cart/errors';
import type { Shop } from '../types/api';
import { leaveGroup, toggleOwnStatus } from './api';
import { endFromFailure, memberStreamUrl, type GroupEnd } from './live';
import type { Membership } from './member-cookie';
import { MembersList } from './MembersList';
import { dropMembership } from './membership';
import { membersOf } from './owes';
import { memberCartKey, memberCartQuery } from './queries';
import { useGroupLive } from './useGroupLive';

interface Props {
  member: Membership;
  shop: Shop;
  onEnd: (end: GroupEnd) => void;
}

/** A member's view: the host's group, everyone's status and lines, its own "done" switch, and Leave. */
export default function MemberPanel(props: Props) {
  return (
    <MuiScope>
      <MemberView {...props} />
    </MuiScope>
  );
}

function MemberView({ member, onEnd }: Props) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const router = useRouter();
  const qc = useQueryClient();
  const key = memberCartKey(member);
  const query = useQuery(memberCartQuery(member));
  const [busy, setBusy] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);

  const finish = useCallback(
    (end: GroupEnd) => {
      dropMembership();
      qc.removeQueries({ queryKey: key });
      onEnd(end);
    },
    [qc, key, onEnd],
  );
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: key }), [qc, key]);
  useGroupLive(memberStreamUrl(member.cart_id, member.uuid, locale), refresh, finish);
  // The polling fallback (and any read) learns the end from the cart's answer: 403, 404 or 409.
  useEffect(() => {
    const end = query.error ? endFromFailure(query.error) : null;
    if (end) finish(end);
  }, [query.error, finish]);

  const act = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
      await qc.invalidateQueries({ queryKey: key });
    } catch (failure) {
      const ended = endFromFailure(failure);
      if (ended) finish(ended);
      else void notify('error', t(cartErrorKey(failure), { ns: 'errors' }));
    } finally {
      setBusy(false);
    }
  };
  const leave = () =>
    act(async () => {
      await leaveGroup(member);
      dropMembership();
      qc.removeQueries({ queryKey: key });
      const { g: _cart, k: _token, ...rest } = router.query;
      void router.replace({ pathname: router.pathname, query: rest }, undefined, { shallow: true, scroll: false });
    });

  const members = membersOf(query.data);
  const me = members.find((m) => m.uuid?.toLowerCase() === member.uuid.toLowerCase());
  const host = members.find((m) => m.isOwner);
  return (
    <Box component="section" aria-labelledby="group-title" data-testid="group-member-panel" data-status={me ? (me.choosing ? 'choosing' : 'done') : ''} sx={{ mt: 2, p: 2, border: 1, borderColor: 'primary.main', borderRadius: 3, bgcolor: 'background.paper' }}>
      <Typography id="group-title" component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {host ? t('group.of', { name: host.name }) : t('group.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('group.only.host.checkout')}
      </Typography>
      {query.isPending ? (
        <Skeleton height={96} />
      ) : (
        <Box sx={{ mt: 1.5 }}>
          <MembersList members={members} isMe={(m) => m === me} total={Number(query.data?.total_price ?? 0)} />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" disabled={busy || !me} onClick={() => void act(() => toggleOwnStatus(member))} data-testid="group-toggle-done">
          {me && !me.choosing ? t('group.continue.choosing') : t('group.mark.done')}
        </Button>
        {confirmLeave ? (
          <Box role="group" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2">{t('group.leave.confirm')}</Typography>
            <Button size="small" onClick={() => setConfirmLeave(false)}>
              {t('common.no')}
            </Button>
            <Button size="small" color="error" disabled={busy} onClick={() => void leave()} data-testid="group-leave-confirm">
              {t('common.yes')}
            </Button>
          </Box>
        ) : (
          <Button color="error" onClick={() => setConfirmLeave(true)} data-testid="group-leave">
            {t('group.leave.action')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
