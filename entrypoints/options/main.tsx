import { mountExtensionRoutes } from '@/app/mount-extension-page';
import { optionsRoutes } from '@/app/routes';
import { bindPageSession } from '@/extension/page-session';

// The shared screens run on the extension's session: read it before the first render.
await bindPageSession();
await mountExtensionRoutes(optionsRoutes());
