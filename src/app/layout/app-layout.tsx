import { Outlet } from 'react-router';
import { Header } from './header';

export function AppLayout() {
  return (
    <div className="min-h-screen">
      <Header />
      <Outlet />
    </div>
  );
}
