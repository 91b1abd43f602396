import { useMutation } from '@tanstack/react-query';
import {
  feedbackReplySchema,
  feedbackRequestSchema,
  type FeedbackRequest,
} from '@/contracts/feedback';
import { apiClient } from '@/lib/api/api';
import { withLoading } from '@/lib/overlays/loading-store';

/** POST /api/feedback/feedback (private): `{ subject, message? }`, 200 FDB01. */
export function sendFeedback(payload: FeedbackRequest) {
  return apiClient.request({
    method: 'POST',
    path: '/api/feedback/feedback',
    kind: 'private',
    payload,
    requestSchema: feedbackRequestSchema,
    responseSchema: feedbackReplySchema,
    delayMs: 150,
  });
}

export function useSendFeedbackMutation() {
  return useMutation({
    meta: { errorDisplay: 'none' },
    mutationFn: (payload: FeedbackRequest) => withLoading(() => sendFeedback(payload)),
  });
}
