import { Trans, useLingui } from '@lingui/react/macro';
import { env } from '@/config/env';
import { telHref } from '@/lib/safe-url';
import { whatsAppHref } from '@/lib/whatsapp';
import type { PaymentState } from './payment-machine';

const SUPPORT_EMAIL = 'care@vedaherbs.in';

type Held = Extract<PaymentState, { phase: 'held' }>;

/**
 * What the shopper can do about an earlier attempt that may have taken money: ask their order
 * list again (`onCheck`, when its own shopper is signed in), or reach support, quoting the
 * order and payment.
 */
export function HeldPaymentHelp({ held, onCheck }: { held: Held; onCheck: (() => void) | null }) {
  const { t } = useLingui();
  const { attempt, checking } = held;
  const reference = `order ${attempt.order.order_id}${attempt.paymentId ? `, payment ${attempt.paymentId}` : ''}`;
  return (
    <div className="checkout__held">
      {onCheck && attempt.status === 'uncertain' && (
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={checking}
          onClick={() => {
            if (!checking) onCheck();
          }}
        >
          {checking ? t`Checking...` : t`Check my orders again`}
        </button>
      )}
      <p>
        <Trans>
          Support: <a href={telHref(env.supportPhone)}>call {env.supportPhone}</a>,{' '}
          <a
            href={whatsAppHref(
              env.supportPhone,
              `Namaste! Please help me with my payment for ${reference}.`,
            )}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          or{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`Payment for ${reference}`)}`}
          >
            {SUPPORT_EMAIL}
          </a>
          .
        </Trans>
      </p>
    </div>
  );
}
