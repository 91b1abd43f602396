import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyEndpoints, type SaveSurveyRequest, type SurveyOption } from '@/contracts/survey';
import { apiClient } from '@/lib/api/api';

/** GET /member/forms (private): the member's latest answers and every option with labels. */
export async function fetchSurveyForm() {
  const { data } = await apiClient.call(surveyEndpoints.form);
  return data.response;
}

/** POST /member/forms (private): three lists of `{ content }`, upper-case keys. */
export function saveSurvey(payload: SaveSurveyRequest) {
  return apiClient.call(surveyEndpoints.save, payload, { delayMs: 150 });
}

export const surveyQueries = {
  all: () => ['survey'] as const,
  form: () =>
    queryOptions({
      queryKey: [...surveyQueries.all(), 'form'] as const,
      queryFn: fetchSurveyForm,
    }),
};

/** Saves the answers; a success invalidates the survey form. */
export function useSaveSurveyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalLoading: true },
    mutationFn: saveSurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyQueries.all() }),
  });
}

/** The option's label in the interface language (Korean for ko, English otherwise). */
export function surveyLabel(option: SurveyOption, language: string): string {
  return language.startsWith('ko') ? option.explain_korean : option.explain_english;
}
