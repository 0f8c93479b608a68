import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checklistSchema } from '@app/shared/companies';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/guards';
import { checklist } from './onboarding.service';

export function onboardingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/user/merchant/onboarding/checklist', {
      config: { auth: 'merchant', cache: 'session' },
      schema: {
        tags: ['onboarding'],
        summary: 'Onboarding steps, each derived from real data',
        response: { 200: checklistSchema },
      },
      handler: (request) => checklist(deps, actorOf(request)),
    });
  };
}
