import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { mountApp } from '../src/app/mount';
import { webRoutes } from '../src/app/web-routes';
import { createI18n } from '../src/lib/i18n/create-i18n';

// The hosted web app: translations over HTTP from /locales, browser history routing. The router
// is created first, so a deep link's lazy route chunk loads while the translations arrive.
const router = createBrowserRouter(webRoutes);
const i18n = await createI18n({ source: { kind: 'http' } });
mountApp(document.getElementById('root')!, i18n, <RouterProvider router={router} />);
