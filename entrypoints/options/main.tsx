import { mountExtensionRoutes } from '../../src/app/mount-extension-page';
import { optionsRoutes } from '../../src/app/routes';
import { bindPageSession } from '../../src/extension/page-session';

// The shared screens run on the extension's session: read it before the first render.
await bindPageSession();
await mountExtensionRoutes(optionsRoutes());
