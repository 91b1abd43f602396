import type { FastifyInstance } from 'fastify';
import type { PaymentCheckReply } from '../../src/contracts/payments';

type Deps = Pick<FastifyInstance, 'repos' | 'clock'>;

export function createPaymentsService({ repos, clock }: Deps) {
  return {
    /** The plan in force: an active, unexpired premium subscription (SUB06), else free (SUB07). */
    async planStatus(memberId: string): Promise<{
      code: 'SUB06' | 'SUB07';
      response: PaymentCheckReply['response'];
    }> {
      const active = await repos.subscriptions.active(memberId, clock());
      const plan = active?.plan ?? (await repos.subscriptions.plan('free'));
      if (!plan) throw new Error('plan "free" missing: migrations not applied');
      return {
        code: active ? 'SUB06' : 'SUB07',
        response: {
          plan: {
            id: plan.id,
            name: plan.name,
            monthlyCorrections: plan.monthlyCorrections,
            maxCharactersPerRequest: plan.maxCharactersPerRequest,
          },
          startedAt: active?.subscription.startedAt.toISOString() ?? null,
          endsAt: active?.subscription.endsAt?.toISOString() ?? null,
        },
      };
    },
  };
}
