import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@/i18n/navigation';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { formatAmount } from '@/lib/format';
import type { PaidOrder } from './payment/payment-machine';

/** 'Payment Successful', shown only once the backend has verified the payment. */
export function PaymentSuccessModal({ paid }: { paid: PaidOrder | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toConfirmation = () => navigate(paths.orderConfirm.href(), { state: paid });
  return (
    <Modal open={paid !== null} onClose={toConfirmation} title={t`Payment Successful`}>
      <p>
        <Trans>Thank you for your purchase!</Trans>
      </p>
      {paid && (
        <dl className="paid-summary">
          <div>
            <dt>
              <Trans>Order ID</Trans>
            </dt>
            <dd>{paid.orderId}</dd>
          </div>
          <div>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd>{formatAmount(paid.amount)}</dd>
          </div>
          {paid.paymentId && (
            <div>
              <dt>
                <Trans>Payment ID</Trans>
              </dt>
              <dd>{paid.paymentId}</dd>
            </div>
          )}
        </dl>
      )}
      <button type="button" className="button button--block" onClick={toConfirmation}>
        <Trans>Continue</Trans>
      </button>
    </Modal>
  );
}
