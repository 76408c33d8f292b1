import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyPayment } from '@/api/payments';
import type { VerifyPaymentPayload } from '@/api/schemas';
import { useSession } from '@/stores/session-provider';

/**
 * Whether verify-payment carries the signed-in shopper's token: only when they are the one who
 * paid. On a shared device the next shopper's token never goes with another's payment (nor a
 * guest's), and the contract asks for none on a guest's.
 */
export const sendsToken = (signedIn: number | null, paidBy: number | null) =>
  paidBy !== null && signedIn === paidBy;

/** Verifies a payment through a mutation; a verified one refreshes the shopper's orders. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const mutation = useMutation({
    mutationFn: ({ payload, withToken }: { payload: VerifyPaymentPayload; withToken: boolean }) =>
      verifyPayment(payload, withToken),
    onSuccess: (genuine) => {
      if (!genuine) return;
      // The list and any order's detail seen before: a retried order showed as pending there.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['order'] });
    },
  });
  const { mutateAsync } = mutation;
  return {
    ...mutation,
    /** What settling a payment calls (SettleDeps' `verify`): `paidBy` is who paid. */
    verify: (payload: VerifyPaymentPayload, paidBy: number | null) =>
      mutateAsync({ payload, withToken: sendsToken(user?.id ?? null, paidBy) }),
  };
}
