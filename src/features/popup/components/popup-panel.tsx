import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export interface PopupPanelProps {
  onOpenAccount: () => void;
}

export function PopupPanel({ onOpenAccount }: PopupPanelProps) {
  const { t } = useTranslation();
  return (
    <main className="flex w-72 flex-col gap-3 p-4">
      <h1 className="text-lg font-bold text-brand-700">{t('extension.popup.heading')}</h1>
      <p className="text-sm text-slate-600">{t('extension.popup.signedOut')}</p>
      <Button onClick={onOpenAccount}>{t('extension.popup.openAccount')}</Button>
    </main>
  );
}
