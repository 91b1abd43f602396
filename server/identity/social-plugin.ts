import fp from 'fastify-plugin';
import { createLocalIdp, LOCAL_IDP_PATH } from './local-idp';
import { createSocialClients, type SocialClients } from './social-clients';

declare module 'fastify' {
  interface FastifyInstance {
    socialClients: SocialClients;
  }
}

/**
 * Social sign-in clients, and (outside production, when some provider has no real client)
 * the local identity provider mounted at /idp. Its requests bypass Fastify's body parsing:
 * oidc-provider reads the raw request itself.
 */
export const socialPlugin = fp(
  async (app) => {
    const clients = createSocialClients(app.config);
    app.decorate('socialClients', clients);
    if (app.config.nodeEnv === 'production' || !clients.usesLocalIdp) return;

    const idp = await createLocalIdp({
      apiBaseUrl: app.config.apiBaseUrl,
      webOrigin: app.config.webOrigin,
      jwtSecret: app.config.jwtSecret,
    });
    app.addHook('onRequest', async (request, reply) => {
      const url = request.raw.url ?? '';
      if (url !== LOCAL_IDP_PATH && !url.startsWith(`${LOCAL_IDP_PATH}/`)) return;
      reply.hijack();
      await idp.handle(request.raw, reply.raw);
    });
  },
  { name: 'social' },
);
