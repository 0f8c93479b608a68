import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
} from '@app/shared/notification-schemas';
import type { Deps } from '../../deps';
import { actorOf, creatorOf } from '../../plugins/guards';
import * as service from './notifications.service';

const params = z.object({ id: z.string().max(64) });
/** A comment line at least this often keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * Notifications for merchants (`/notifications`) and creators (`/creator/notifications`): the list with the unread
 * count, read one, read all, and the live stream (server-sent events over the same bearer header).
 */
export function notificationRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    /** Open streams, ended when the server closes (else a shutdown would wait for them). */
    const streams = new Set<FastifyReply>();
    app.addHook('onClose', async () => {
      for (const reply of streams) reply.raw.end();
    });

    const sides = [
      { prefix: '', auth: 'merchant', tags: ['notifications'], reader: merchantReader },
      { prefix: '/creator', auth: 'creator', tags: ['creator side'], reader: creatorReader },
    ] as const;

    for (const { prefix, auth, tags, reader } of sides) {
      app.get(`${prefix}/notifications`, {
        config: { auth, cache: 'session' },
        schema: {
          tags,
          summary: 'My notifications, newest first, with the unread count',
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema },
        },
        handler: (request) => service.listNotifications(deps, reader(request), request.query),
      });

      app.post(`${prefix}/notifications/:id/read`, {
        config: { auth },
        schema: { tags, summary: 'Mark one of my notifications read', params, response: { 200: notificationSchema } },
        handler: (request) => service.readNotification(deps, reader(request), request.params.id),
      });

      app.post(`${prefix}/notifications/read-all`, {
        config: { auth },
        schema: {
          tags,
          summary: 'Mark all my notifications read',
          response: { 200: z.object({ unread_count: z.number().int() }) },
        },
        handler: (request) => service.readAllNotifications(deps, reader(request)),
      });

      app.get(`${prefix}/notifications/stream`, {
        config: { auth, longLived: true },
        schema: {
          tags,
          summary:
            'Server-sent events: one `data:` JSON event per new notification (and the unread count after a read); ' +
            'a heartbeat comment every 25 s',
          produces: ['text/event-stream'],
        },
        handler: (request, reply) => openStream(request, reply, service.readerAudience(reader(request))),
      });
    }

    function openStream(request: FastifyRequest, reply: FastifyReply, to: ReturnType<typeof service.readerAudience>) {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no', // nginx: pass events on at once
      });
      res.write('retry: 5000\n: connected\n\n');
      const unsubscribe = deps.live.subscribe(to, (data) => res.write(`data: ${JSON.stringify(data)}\n\n`));
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      streams.add(reply);
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(reply);
      };
      request.raw.on('close', close);
      res.on('close', close);
    }
  };
}

const merchantReader = (request: FastifyRequest): service.Reader => ({ kind: 'merchant', actor: actorOf(request) });
const creatorReader = (request: FastifyRequest): service.Reader => ({ kind: 'creator', actor: creatorOf(request) });
