import { useTranslation } from '@/ui/i18n/texts';
import type { OrderDetail } from '../types/orders';
import css from './order-view.module.css';
import { lineListPrice } from './totals';
import { extraLabel } from '../shops/extra-label';

type Line = OrderDetail & { parent_id?: number | null };

const titleOf = (line: OrderDetail) => line.stock?.product?.translation?.title ?? `#${line.stock_id}`;
const extrasOf = (line: OrderDetail) => (line.stock?.extras ?? []).map(extraLabel).filter(Boolean).join(', ');

/** The order's items with their options and addons, each at its price before discount (the totals take it off once). */
export function OrderLines({ details, money }: { details: readonly Line[]; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const mains = details.filter((d) => !d.parent_id);
  const secondary = `${css.body2} ${css.muted}`;
  return (
    <ul data-testid="order-lines" className={`${css.lines} ${css.ok}`}>
      {mains.map((line) => {
        const addons = [...(line.addons ?? []), ...details.filter((d) => d.parent_id === line.id)];
        const extras = extrasOf(line);
        return (
          <li key={line.id} data-testid="order-line" className={css.line}>
            <div className={css.minw}>
              <p className={`${css.text} ${css.semi} ${css.wrap}`}>
                <bdi>{`${line.quantity} ×`}</bdi> {titleOf(line)}
                {line.bonus ? <span className={`${css.bonus} ${css.success}`}>{` ${t('common.bonus')}`}</span> : null}
              </p>
              {line.participant ? (
                <p className={`${secondary} ${css.wrap}`} data-testid="order-line-who">
                  <bdi>{line.participant}</bdi>
                </p>
              ) : null}
              {extras ? <p className={secondary}>{extras}</p> : null}
              {addons.map((addon) => (
                <p key={addon.id} className={`${secondary} ${css.wrap}`} data-testid="order-line-addon">
                  + <bdi>{titleOf(addon)}</bdi> {`× ${addon.quantity}`} <bdi dir="ltr" data-testid="order-line-addon-amount" data-amount={lineListPrice(addon).toFixed(2)}>{money(lineListPrice(addon))}</bdi>
                </p>
              ))}
              {line.note ? <p className={`${secondary} ${css.note}`}>{line.note}</p> : null}
            </div>
            <p className={`${css.text} ${css.amount}`}>
              <bdi dir="ltr" data-testid="order-line-amount" data-amount={lineListPrice(line).toFixed(2)}>
                {money(lineListPrice(line))}
              </bdi>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
