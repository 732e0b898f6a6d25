/** Where an entry comes from: when it was made and first published, who wrote it, and how to cite it. */
import { builder } from '../graphql/builder';
import { attributionOf, contributorsOf, firstPublishedAtOf, licenseOf, type Contributor, type License } from '../entries/provenance';
import { Entry } from './entry';

const ContributorType = builder.objectRef<Contributor>('Contributor').implement({
  description: "A member whose approved writing shaped an entry's text: the name they show publicly, never their e-mail address or account.",
  fields: (t) => ({
    displayName: t.exposeString('displayName', { description: 'The name the member shows on the site.' }),
    profilePath: t.exposeString('profilePath', {
      nullable: true,
      description: "The member's author page, in the language of the text; null when it is gone (an account an admin disabled).",
    }),
  }),
});

const LicenseType = builder.objectRef<License>('License').implement({
  description: 'The licence a text is available under.',
  fields: (t) => ({
    spdxId: t.exposeString('spdxId', { description: 'Its SPDX identifier, such as CC-BY-SA-4.0.' }),
    url: t.exposeString('url', { description: 'Where its terms are.' }),
    name: t.exposeString('name', { description: 'Its full name.' }),
    shortName: t.exposeString('shortName', { description: 'Its short name, as a citation writes it (CC BY-SA 4.0, CC0 1.0).' }),
  }),
});

builder.objectFields(Entry, (t) => ({
  createdAt: t.field({
    type: 'DateTime',
    description: 'When the entry was made: written, submitted or loaded from the catalogue.',
    resolve: (v) => v.entry.createdAt,
  }),
  firstPublishedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description:
      'When the entry was first published, in any language: its earliest published text (`publishedAt` is when the text in this language was). Null while nothing of it is published.',
    // From the translations, which every entry of the response shares one statement for.
    complexity: 2,
    resolve: (v, _args, ctx) => firstPublishedAtOf(ctx, v),
  }),
  contributors: t.field({
    type: [ContributorType],
    description:
      'The members whose approved revisions shaped the text in this language, the first approved first (each once); empty for texts no member has rewritten (the demo content, catalogue holidays) and for personal entries, which name nobody. Other languages are other texts: read them through `inLocale`.',
    // One statement for every text of the response.
    complexity: 3,
    resolve: (v, _args, ctx) => contributorsOf(ctx, v),
  }),
  license: t.field({
    type: LicenseType,
    description:
      "The licence of the text in this language: CC BY-SA 4.0 for what members and Daypedia write; CC BY-SA 3.0 for a catalogue holiday's text no member has rewritten, as the holiday data of the date-holidays package is.",
    complexity: 3,
    resolve: (v, _args, ctx) => licenseOf(ctx, v),
  }),
  attribution: t.string({
    description:
      'The line to cite the text with, in English: its title in this language, its authors ("Daypedia contributors" when no member rewrote it), the address of its page, the credit of the holiday data for catalogue holidays, and the licence with its address.',
    complexity: 3,
    resolve: (v, _args, ctx) => attributionOf(ctx, v),
  }),
}));
