import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyPayment } from '@/api/orders';
import type { VerifyPaymentPayload } from '@/api/schemas';

/** Verifies a payment through a mutation; a verified one refreshes the shopper's orders. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ payload, shopper }: { payload: VerifyPaymentPayload; shopper: number | null }) =>
      verifyPayment(payload, shopper),
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
    /** What settling a payment calls (SettleDeps' `verify`). */
    verify: (payload: VerifyPaymentPayload, shopper: number | null) =>
      mutateAsync({ payload, shopper }),
  };
}
