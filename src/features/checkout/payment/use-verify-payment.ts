import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyPayment } from '@/api/orders';

/** Verifies a payment through a mutation; a verified one refreshes the shopper's orders. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: (genuine) => {
      if (!genuine) return;
      // The list and any order's detail seen before: a retried order showed as pending there.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['order'] });
    },
  });
}
