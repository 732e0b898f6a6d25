import { builder } from '../graphql/builder';

export const ImageType = builder.prismaObject('Image', {
  description: 'A stored picture. Show it through the optimisation endpoint (/_image?url=…&w=…) at the width you need.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The image.' }),
    url: t.string({
      description: 'Where the original is served: relative to the site, or in object storage.',
      resolve: (image, _args, ctx) => ctx.images.url(image.storageKey),
    }),
    width: t.exposeInt('width', { description: 'Width in pixels.' }),
    height: t.exposeInt('height', { description: 'Height in pixels.' }),
  }),
});
