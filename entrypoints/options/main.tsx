import { mountExtensionRoutes } from '@/app/mount-extension-page';
import { optionsRoutes } from '@/app/routes';
import { bindPageLanguage } from '@/extension/page-language';
import { bindPageSession } from '@/extension/page-session';

// The shared screens run on the extension's session and language: read both before the first
// render.
await bindPageSession();
await mountExtensionRoutes(optionsRoutes(), { beforeMount: bindPageLanguage });
