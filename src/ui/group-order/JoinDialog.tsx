import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import MuiScope from '../app/MuiScope';
import { useSession } from '../app/Session';
import { FormAlert, FormField, PasswordField, SubmitButton } from '../auth/fields';
import type { Shop } from '../types/api';
import { joinGroup } from './api';
import { saveMembership } from './membership';
import { joinGroupSchema, MEMBER_NAME_MAX } from './schemas';

interface Props {
  shop: Shop;
  invitation: { cartId: number; token: string | null };
  onClose: () => void;
}

/** Every refusal reads the same (the API does not say why): wrong password, closed, another shop, unknown. */
function joinErrorKey(failure: unknown): string {
  const status = (failure as { status?: number } | null)?.status;
  if (status === 409) return 'group.error.full';
  if (status === 429) return 'group.error.busy';
  if (status === 0) return 'group.error.network';
  return 'group.error.invalid';
}

/** A visitor opened an invitation: a name (1–50) and the group password when there is one. */
export default function JoinDialog(props: Props) {
  return (
    <MuiScope>
      <JoinForm {...props} />
    </MuiScope>
  );
}

function JoinForm({ shop, invitation, onClose }: Props) {
  const { t } = useTranslation();
  const router = useRouter();
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);

  const join = async ({ name, password }: { name: string; password: string }) => {
    setError(null);
    try {
      const member = await joinGroup({ name: name.trim(), shopId: shop.id, cartId: invitation.cartId, token: invitation.token, password: password || undefined });
      saveMembership({ uuid: member.uuid, cart_id: member.cart_id ?? invitation.cartId, shop_id: shop.id });
      // The token has done its job: it leaves the address bar (and any link or referrer made from it).
      const { k: _token, ...query } = router.query;
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    } catch (failure) {
      setError(t(joinErrorKey(failure)));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="group-join-title" slotProps={{ paper: { 'data-testid': 'group-join-dialog' } as object }}>
      <DialogTitle id="group-join-title" sx={{ fontWeight: 700 }}>
        {t('group.join.action')}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('group.join.text', { shop: shop.translation?.title ?? '' })}
        </Typography>
        <Formik initialValues={{ name: user?.firstname ?? '', password: '' }} validationSchema={joinGroupSchema(t)} onSubmit={join}>
          <Form noValidate method="post">
            <FormField name="name" label={t('group.your.name')} testId="group-join-name" autoComplete="nickname" maxLength={MEMBER_NAME_MAX} autoFocus />
            <PasswordField name="password" label={t('group.join.password')} testId="group-join-password" autoComplete="off" />
            <FormAlert error={error} />
            <SubmitButton testId="group-join-submit">{t('group.join.action')}</SubmitButton>
            <Button fullWidth onClick={onClose} sx={{ mt: 1 }} data-testid="group-join-cancel">
              {t('common.cancel')}
            </Button>
          </Form>
        </Formik>
      </DialogContent>
    </Dialog>
  );
}
