import { STORED_IMAGES_PREFIX } from '../images/sources';
import { builder } from '../builder';

export const ImageType = builder.prismaObject('Image', {
  description: 'A stored picture. Show it through the optimisation endpoint (/_image?url=…&w=…) at the width you need.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The image.' }),
    url: t.string({ description: 'Where the original is served, relative to the site.', resolve: (image) => `${STORED_IMAGES_PREFIX}${image.storageKey}` }),
    width: t.exposeInt('width', { description: 'Width in pixels.' }),
    height: t.exposeInt('height', { description: 'Height in pixels.' }),
  }),
});
