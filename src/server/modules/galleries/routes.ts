import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { success } from '../../http/envelope';
import { uploadedFile } from '../../http/multipart';
import { defineRoute, json } from '../../http/route';
import { reencodeImage, type Fit } from './images';

/** Gallery folders of the contract (§2) and the box each one's images are fitted into. */
const FOLDERS: Record<string, Fit> = {
  users: { width: 512, height: 512, mode: 'cover' },
  'shops/logo': { width: 512, height: 512, mode: 'cover' },
  'shops/background': { width: 1600, height: 900, mode: 'inside' },
  reviews: { width: 1600, height: 1600, mode: 'inside' },
  order_refunds: { width: 1600, height: 1600, mode: 'inside' },
  'parcel-orders': { width: 1600, height: 1600, mode: 'inside' },
};
const folderNames = Object.keys(FOLDERS) as [string, ...string[]];

const galleryUpload = z.strictObject({ image: uploadedFile(), type: z.enum(folderNames) });

export const galleryRoutes = [
  defineRoute({
    method: 'POST',
    path: '/dashboard/galleries',
    summary: 'Upload an image (multipart: image = JPEG/PNG/WebP up to 2 MB, type = folder); stored re-encoded as WebP without metadata',
    tag: 'galleries',
    auth: 'required',
    upload: true,
    body: galleryUpload,
    handler: async ({ ctx, user, body }) => {
      if (body.image.bytes.length > ctx.config.uploadLimitBytes) {
        const mb = Math.round((ctx.config.uploadLimitBytes / 1024 / 1024) * 10) / 10;
        throw new ApiError('PAYLOAD_TOO_LARGE', { message: `The image is larger than ${mb} MB`, params: { image: [`The image is larger than ${mb} MB`] } });
      }
      const webp = await reencodeImage(body.image.bytes, FOLDERS[body.type]);
      // <folder>/<userId>-<unix>-<random>.webp: the contract's name plus a random part, so two uploads in a second never collide.
      const stamp = Math.floor(ctx.clock.now().getTime() / 1000);
      const key = `${body.type.replace(/_/g, '-')}/${user!.user.id}-${stamp}-${randomBytes(4).toString('hex')}.webp`;
      await ctx.storage.put(key, webp, 'image/webp');
      return json(success({ title: `/storage/images/${key}`, type: body.type }));
    },
  }),
];
