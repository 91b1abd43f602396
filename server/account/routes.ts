import type { FastifyPluginAsync } from 'fastify';
import { accountEndpoints } from '../../src/contracts/account';
import { replyFor } from '../../src/contracts/common';
import { authOf } from '../plugins/auth';
import { routesOf } from '../route';
import { createAccountService, profileOf } from './service';

/** The signed-in member: member info, language and deactivation. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const account = createAccountService(app);
  const route = routesOf(app, 'account');

  route(accountEndpoints.memberInfo, { summary: 'The signed-in member' }, async (request) => ({
    status: { ...replyFor('MEM03'), success: true },
    response: profileOf(authOf(request).member),
  }));

  route(
    accountEndpoints.setLocale,
    { summary: "Save the member's language (the card's, the API messages' and the web app's)" },
    async (request) => ({
      status: { ...replyFor('MEM05'), success: true },
      response: await account.setLocale(authOf(request).member, request.body.locale),
    }),
  );

  route(
    accountEndpoints.cancelMember,
    {
      summary: 'Deactivate the account: sessions end, personal data is erased',
      cookieSession: true,
    },
    async (request, reply) => {
      const { member } = authOf(request);
      await account.deactivate(member.id);
      app.clearRefreshCookie(reply);
      return { email: member.email ?? '', msg: replyFor('MEM04').msg };
    },
  );
};
