import { mountExtensionRoutes } from '../../src/app/mount-extension-page';
import { optionsRoutes } from '../../src/app/routes';
import { sendRpc } from '../../src/extension/protocol';

await mountExtensionRoutes(
  optionsRoutes({
    loadState: async () => {
      const session = await sendRpc('session/get');
      if (!session.user) return { user: null, plan: null };
      return { user: session.user, plan: await sendRpc('plan/get').catch(() => null) };
    },
    signOut: async () => {
      await sendRpc('session/sign-out');
    },
  }),
);
