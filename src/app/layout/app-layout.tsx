import { Outlet } from 'react-router';
import { Header } from './header';

export interface AppLayoutProps {
  loginHref: string;
}

export function AppLayout({ loginHref }: AppLayoutProps) {
  return (
    <div className="min-h-screen">
      <Header loginHref={loginHref} />
      <Outlet />
    </div>
  );
}
