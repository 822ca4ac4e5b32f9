import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App, AppDeps } from '../../app';
import { images } from '../../db/schema';
import { access } from '../../policies/access';
import { DEFAULT_AVATAR_SVG } from './defaultAvatar';
import { fileAnswer, MEDIA } from '../../routeContract';

/**
 * Profile pictures. Public so <img> tags can load them: the ids are random and unguessable, and
 * an unknown id answers the default picture.
 */
export async function imageRoutes(app: App, { database }: AppDeps) {
  app.get(
    '/profile-images/:id',
    {
      config: { access: access.public },
      schema: {
        summary: 'A profile picture, or the default one',
        tags: ['profile'],
        security: [],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: fileAnswer(...MEDIA.images) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [image] = /^[0-9a-f]{32}$/.test(id)
        ? await database.db
            .select({ contentType: images.contentType, data: images.data })
            .from(images)
            .where(eq(images.id, id))
        : [];
      reply.header('x-content-type-options', 'nosniff');
      if (!image) {
        return reply
          .header('cache-control', 'public, max-age=3600')
          .type('image/svg+xml')
          .send(DEFAULT_AVATAR_SVG);
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(image.contentType)
        .send(image.data);
    },
  );
}
