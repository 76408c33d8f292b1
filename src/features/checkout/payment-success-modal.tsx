import { useNavigate } from '@/i18n/navigation';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { formatAmount } from '@/lib/format';
import type { PaidOrder } from './payment/payment-machine';

/** 'Payment Successful', shown only once the backend has verified the payment. */
export function PaymentSuccessModal({ paid }: { paid: PaidOrder | null }) {
  const navigate = useNavigate();
  const toConfirmation = () => navigate(paths.orderConfirm.href(), { state: paid });
  return (
    <Modal open={paid !== null} onClose={toConfirmation} title="Payment Successful">
      <p>Thank you for your purchase!</p>
      {paid && (
        <dl className="paid-summary">
          <div>
            <dt>Order ID</dt>
            <dd>{paid.orderId}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{formatAmount(paid.amount)}</dd>
          </div>
          {paid.paymentId && (
            <div>
              <dt>Payment ID</dt>
              <dd>{paid.paymentId}</dd>
            </div>
          )}
        </dl>
      )}
      <button type="button" className="button button--block" onClick={toConfirmation}>
        Continue
      </button>
    </Modal>
  );
}
