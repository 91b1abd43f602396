import { mountExtensionRoutes } from '../../src/app/mount-extension-page';
import { optionsRoutes } from '../../src/app/routes';

await mountExtensionRoutes(optionsRoutes);
