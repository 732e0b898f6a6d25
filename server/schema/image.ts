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
    author: t.exposeString('author', {
      nullable: true,
      description: "For a picture from elsewhere (Wikimedia Commons): its author, as its file page names them; null for members' uploads.",
    }),
    license: t.exposeString('license', {
      nullable: true,
      description: 'For a picture from elsewhere: its licence, as its file page names it (such as "CC BY-SA 4.0" or "Public domain").',
    }),
    licenseUrl: t.exposeString('licenseUrl', {
      nullable: true,
      description: "For a picture from elsewhere: the address of its licence's terms, when it has one.",
    }),
    sourceUrl: t.exposeString('sourceUrl', { nullable: true, description: 'For a picture from elsewhere: its file page, which says more about it.' }),
  }),
});
