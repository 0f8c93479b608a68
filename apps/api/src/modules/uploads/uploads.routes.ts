import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storedFileSchema } from '@app/shared/uploads';
import type { Deps } from '../../deps';
import { readUpload, uploadField } from '../../infra/uploads';
import { actorOf } from '../../plugins/guards';
import * as uploads from './uploads.service';

export function uploadRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/upload/editor/image', {
      config: { auth: 'merchant' },
      schema: {
        tags: ['uploads'],
        summary: 'An image for a rich-text body: multipart fields company_id and file (jpeg or png, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: storedFileSchema },
      },
      handler: async (request) => {
        const form = await readUpload(request, 'image', ['company_id']);
        return uploads.uploadEditorImage(deps, actorOf(request), {
          company_id: uploadField(form, 'company_id'),
          file: form.file,
        });
      },
    });
  };
}
