import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useLogoutMutation } from '@/features/identity/api/sign-in-api';

/** The header's logout button: asks for confirmation, then ends the session. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('header.logout')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          // The button unmounts once the session is gone, so wait on the promise, not on
          // mutate() callbacks (which are dropped for an unmounted observer).
          void logout
            .mutateAsync()
            .catch(() => undefined)
            .finally(() => void navigate('/', { replace: true }));
        }}
      >
        {t('header.logoutConfirm')}
      </ConfirmDialog>
    </>
  );
}
