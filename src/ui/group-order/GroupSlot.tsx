import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useEffect, useState } from 'react';
import { clientOnly } from '../app/client-only';
import ui from '../app/plain.module.css';
import { useSession } from '../app/Session';
import { userCartQuery } from '../cart/queries';
import type { Shop } from '../types/api';
import css from './group.module.css';
import { invitationOf } from './links';
import type { GroupEnd } from './live';
import { dropMembership, useMembership } from './membership';

// MUI, formik and yup arrive with the part that needs them, when it shows.
const StartDialog = clientOnly(() => import('./StartDialog').then((m) => m.default));
const JoinDialog = clientOnly(() => import('./JoinDialog').then((m) => m.default));
const MemberPanel = clientOnly(() => import('./MemberPanel').then((m) => m.default));
const OwnerPanel = clientOnly(() => import('./OwnerPanel').then((m) => m.default));

/**
 * The group order on a shop page (loaded after the page, only when the `group_order` setting is on): the start
 * button (guests are asked to sign in first), the join dialog for an invitation (`?g=&k=`), a member's panel,
 * the owner's panel, or how the group ended.
 */
export default function GroupSlot({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { user } = useSession();
  const member = useMembership();
  const invitation = invitationOf(router.query);
  const own = useQuery(userCartQuery(user?.id));
  const [end, setEnd] = useState<GroupEnd | null>(null);
  const [starting, setStarting] = useState(false);
  const [askSignIn, setAskSignIn] = useState(false);
  const [joinClosed, setJoinClosed] = useState(false);

  // A link to another group replaces the old membership (the server drops the cookie on a full load).
  const staleMember = Boolean(member && invitation && invitation.cartId !== member.cart_id);
  useEffect(() => {
    if (staleMember) dropMembership();
  }, [staleMember]);

  if (end) return <EndNotice end={end} />;
  const cart = own.data;
  if (member && !staleMember) {
    if (member.shop_id === shop.id) return <MemberPanel member={member} shop={shop} onEnd={setEnd} />;
    return (
      <div className={`${css.slot} ${css.notice}`} data-testid="group-elsewhere">
        <p className={css.text}>{t('group.elsewhere')}</p>
      </div>
    );
  }
  if (user && cart?.group && cart.shop_id === shop.id) return <OwnerPanel cart={cart} shop={shop} />;
  const ownInvitation = Boolean(invitation && cart && cart.id === invitation.cartId);
  const waitingForOwnCart = Boolean(user) && own.isPending;
  if (invitation && !ownInvitation && !waitingForOwnCart && !joinClosed) {
    return <JoinDialog shop={shop} invitation={invitation} onClose={() => setJoinClosed(true)} />;
  }

  const next = router.asPath.split('?')[0];
  const invited = Boolean(invitation && !ownInvitation);
  const onStart = () => (invited ? setJoinClosed(false) : user ? setStarting(true) : setAskSignIn(true));
  return (
    <div className={css.slot} data-testid="group-slot">
      <div className={css.row}>
        <button type="button" className={`${ui.btn} ${ui.outlined}`} data-testid="group-start" onClick={onStart}>
          {invited ? t('group.join.action') : t('group.start.action')}
        </button>
        <p className={css.text}>{t('group.start.text')}</p>
      </div>
      {askSignIn ? (
        <div className={`${css.notice} ${css.slot}`} role="alert" data-testid="group-sign-in">
          <p className={css.noticeTitle}>{t('group.sign.in.first')}</p>
          <NextLink href={`/login?next=${encodeURIComponent(next)}`} className={`${ui.btn} ${ui.contained} ${ui.small}`} data-testid="group-sign-in-link">
            {t('auth.login.action')}
          </NextLink>
        </div>
      ) : null}
      {starting ? <StartDialog shop={shop} cart={cart ?? null} onClose={() => setStarting(false)} /> : null}
    </div>
  );
}

/** How the group order ended for this visitor; announced to screen readers. */
function EndNotice({ end }: { end: GroupEnd }) {
  const { t } = useTranslation();
  const title = end.kind === 'kicked' ? t('group.error.kicked') : end.kind === 'closed' ? t('group.placed') : t('group.ended');
  return (
    <div className={`${css.slot} ${css.notice}`} role="alert" data-testid="group-end" data-kind={end.kind}>
      <p className={css.noticeTitle}>{title}</p>
      {end.kind === 'closed' && end.orderId ? (
        <p className={css.text} data-testid="group-order-number">
          {t('group.order.number', { id: end.orderId })}
        </p>
      ) : null}
    </div>
  );
}
