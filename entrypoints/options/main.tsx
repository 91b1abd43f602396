import { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { mountApp } from '../../src/app/mount';
import { optionsRoutes } from '../../src/app/routes';
import { EXTENSION_NAMESPACES, createI18n } from '../../src/lib/i18n/create-i18n';
import { bundledResources } from '../../src/lib/i18n/bundled-resources';

const i18n = await createI18n({
  source: { kind: 'bundled', resources: bundledResources },
  namespaces: EXTENSION_NAMESPACES,
});
mountApp(
  document.getElementById('root')!,
  i18n,
  <RouterProvider router={createHashRouter(optionsRoutes)} />,
);
