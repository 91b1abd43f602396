import { useMutation } from '@tanstack/react-query';
import { feedbackEndpoints, type FeedbackRequest } from '@/contracts/feedback';
import { apiClient } from '@/lib/api/api';

/** POST /api/feedback/feedback (private): `{ subject, message? }`, 200 FDB01. */
export function sendFeedback(payload: FeedbackRequest) {
  return apiClient.call(feedbackEndpoints.send, payload, { delayMs: 150 });
}

export function useSendFeedbackMutation() {
  return useMutation({
    meta: { globalLoading: true },
    mutationFn: sendFeedback,
  });
}
