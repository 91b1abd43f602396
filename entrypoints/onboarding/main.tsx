import { mountExtensionRoutes } from '../../src/app/mount-extension-page';
import { onboardingRoutes } from '../../src/app/routes';

await mountExtensionRoutes(onboardingRoutes);
