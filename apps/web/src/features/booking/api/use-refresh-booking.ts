import { useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from './booking-keys.ts';

/**
 * A booking, a cancellation or a move changes the lists and the slots: every answer of the
 * feature is asked again.
 */
export function useRefreshBooking() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}
