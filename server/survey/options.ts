import type { SurveyOption, SurveyStep } from '../../src/contracts/survey';

/** Labels of every survey option, Korean and English (the form GET /member/forms returns). */
export const SURVEY_OPTION_LABELS: Record<SurveyStep, SurveyOption[]> = {
  purpose: [
    { content: 'ACADEMIC', explain_korean: '학업', explain_english: 'Academic' },
    { content: 'WORK', explain_korean: '업무', explain_english: 'Work' },
    { content: 'PURPOSE_ETC', explain_korean: '기타', explain_english: 'Other' },
  ],
  reason: [
    {
      content: 'EFFECTIVE_COMM',
      explain_korean: '효과적인 의사소통',
      explain_english: 'Effective communication',
    },
    {
      content: 'ACCURATE_EXPRESSION',
      explain_korean: '정확한 표현',
      explain_english: 'Accurate expression',
    },
    { content: 'REDUCE_ERRORS', explain_korean: '오류 줄이기', explain_english: 'Fewer mistakes' },
    { content: 'REASON_ETC', explain_korean: '기타', explain_english: 'Other' },
  ],
  // Product names as the products themselves spell them, in both languages (the rest of the
  // Korean interface writes Gmail, Slack, Google and LINE the same way).
  apps: [
    { content: 'GMAIL', explain_korean: 'Gmail', explain_english: 'Gmail' },
    { content: 'WORD', explain_korean: 'Word', explain_english: 'Word' },
    { content: 'LINE', explain_korean: 'LINE', explain_english: 'LINE' },
    { content: 'GOOGLE_DOCS', explain_korean: 'Google Docs', explain_english: 'Google Docs' },
    { content: 'SLACK', explain_korean: 'Slack', explain_english: 'Slack' },
    { content: 'DISCORD', explain_korean: 'Discord', explain_english: 'Discord' },
    { content: 'LINKEDIN', explain_korean: 'LinkedIn', explain_english: 'LinkedIn' },
    { content: 'TEAMS', explain_korean: 'Teams', explain_english: 'Teams' },
    { content: 'APP_ETC', explain_korean: '기타', explain_english: 'Other' },
  ],
};
