import { useTranslation } from '@/ui/i18n/texts';
import css from '../orders/order-view.module.css';
import type { GroupParticipant } from '../types/cart';
import { owesTable } from './owes';

/** One secondary line of a participant: what it is for, and the amount. */
function PartRow({ label, amount }: { label: string; amount: string }) {
  return (
    <div className={`${css.spread} ${css.body2} ${css.muted}`}>
      <p className={css.body2}>{label}</p>
      <p className={css.body2}>
        <bdi>{amount}</bdi>
      </p>
    </div>
  );
}

/**
 * A group order's "who owes what" (checkout summary and order page): each participant's items, an even share
 * of the shared fees (labelled as such), and what they owe. Amounts come from the server. Plain CSS: the order
 * page has no MUI (ADR 0011).
 */
export function WhoOwesWhat({ participants, format }: { participants: GroupParticipant[] | undefined; format: (amount: number) => string }) {
  const { t } = useTranslation();
  const table = owesTable(participants);
  if (!table) return null;
  return (
    <section aria-labelledby="owes-title" data-testid="group-owes" className={css.owes}>
      <h3 id="owes-title" className={`${css.text} ${css.heavy}`}>
        {t('group.owes.title')}
      </h3>
      <p className={`${css.body2} ${css.muted}`} data-testid="group-owes-note">
        {t('group.owes.note', { count: table.people })}
      </p>
      <ul className={css.owesList}>
        {table.rows.map((row) => (
          <li key={row.key} data-testid="group-owes-row" data-name={row.name} data-subtotal={row.subtotal.toFixed(2)} data-fee={row.feeShare.toFixed(2)} data-total={row.total.toFixed(2)} className={css.minw}>
            <div className={css.spread}>
              <p className={`${css.text} ${css.bold} ${css.minw} ${css.wrap}`}>
                <bdi>{row.name}</bdi>
                {row.isOwner ? ` · ${t('group.host')}` : ''}
              </p>
              <p className={`${css.text} ${css.heavy} ${css.nowrap}`}>
                <bdi>{format(row.total)}</bdi>
              </p>
            </div>
            <PartRow label={t('group.owes.items')} amount={format(row.subtotal)} />
            <PartRow label={t('group.owes.fees')} amount={format(row.feeShare)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
