import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useCallback, useMemo, useState } from 'react';
import MuiScope from '../app/MuiScope';
import { notify } from '../app/notify';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { cartErrorKey } from '../cart/errors';
import { checkoutPath } from '../cart/paths';
import { userCartKey } from '../cart/queries';
import type { Shop } from '../types/api';
import type { Cart } from '../types/cart';
import { flipMember, kickMember, endGroup } from './api';
import { shareLink } from './links';
import { ownerStreamUrl } from './live';
import { MembersList } from './MembersList';
import { groupSubtotal, membersOf, type MemberView } from './owes';
import { ShareBox } from './ShareBox';
import { useGroupLive } from './useGroupLive';

/** The owner's view: the share link, everyone (names, statuses, lines, totals), flip and kick, checkout or end. */
export default function OwnerPanel(props: { cart: Cart; shop: Shop }) {
  return (
    <MuiScope>
      <OwnerView {...props} />
    </MuiScope>
  );
}

function OwnerView({ cart, shop }: { cart: Cart; shop: Shop }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { locale } = useShell();
  const qc = useQueryClient();
  const key = useMemo(() => userCartKey(user?.id), [user?.id]);
  const [busy, setBusy] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);

  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: key }), [qc, key]);
  useGroupLive(ownerStreamUrl(cart.id, locale), refresh, refresh);

  const act = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (failure) {
      void notify('error', t(cartErrorKey(failure), { ns: 'errors' }));
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: key });
    }
  };

  const members = membersOf(cart);
  const total = groupSubtotal(members);
  const link =
    cart.invite_token && typeof window !== 'undefined'
      ? shareLink({ origin: window.location.origin, shopId: shop.id, cartId: cart.id, ownerId: cart.owner_id, kind: shop.type === 'shop' ? 'shop' : 'restaurant', token: cart.invite_token })
      : null;
  const withUuid = (run: (uuid: string) => Promise<void>) => (m: MemberView) => (m.uuid ? void act(() => run(m.uuid!)) : undefined);

  return (
    <Box component="section" aria-labelledby="group-title" data-testid="group-owner-panel" sx={{ mt: 2, p: 2, border: 1, borderColor: 'primary.main', borderRadius: 3, bgcolor: 'background.paper', display: 'grid', gap: 2 }}>
      <Typography id="group-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('group.title')}
      </Typography>
      {link ? <ShareBox link={link} hasPassword={Boolean(cart.has_password)} /> : null}
      <MembersList members={members} isMe={(m) => m.isOwner} total={Number(cart.total_price ?? total)} onFlip={withUuid((uuid) => flipMember(cart.id, uuid))} onKick={withUuid((uuid) => kickMember(cart.id, uuid))} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={NextLink} href={checkoutPath(shop, true)} variant="contained" disabled={total <= 0} data-testid="group-checkout">
          {t('cart.checkout')}
        </Button>
        {confirmEnd ? (
          <Box role="group" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2">{t('group.end.confirm')}</Typography>
            <Button size="small" onClick={() => setConfirmEnd(false)}>
              {t('common.no')}
            </Button>
            <Button size="small" color="error" disabled={busy} onClick={() => (setConfirmEnd(false), void act(() => endGroup(cart.id)))} data-testid="group-end-confirm">
              {t('common.yes')}
            </Button>
          </Box>
        ) : (
          <Button color="error" onClick={() => setConfirmEnd(true)} data-testid="group-end-action">
            {t('group.end.action')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
