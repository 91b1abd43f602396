import { ProfilePage } from '@/features/account/components/profile-page';
import { SetNewPasswordDialog } from '@/features/identity/components/set-new-password-dialog';
import { SurveyHistory } from '@/features/survey/components/survey-history';

/** /account/profile: the account feature's page with auth's reset dialog and survey history. */
export function Component() {
  return (
    <ProfilePage
      renderResetDialog={(props) => <SetNewPasswordDialog {...props} />}
      surveyHistory={<SurveyHistory />}
    />
  );
}
