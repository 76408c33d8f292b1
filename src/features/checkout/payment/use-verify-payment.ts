import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyPayment } from '@/api/orders';

/** Verifies a payment through a mutation; a verified one refreshes the shopper's order list. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: (genuine) => {
      if (genuine) void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
