import { builder } from '../graphql/builder';
import type { ApiCharge } from '../graphql/context';
import { INTROSPECTION_PRICES, WRITE_PRICE } from '../api/query-cost';

const RateLimit = builder.objectRef<ApiCharge>('RateLimit').implement({
  description:
    'The hourly budget of API points this request is charged to, after its charge. A query costs its complexity: every field 1 point or more, ' +
    'what is under a list times the items it may hold (its `first`, else 10); it is charged what it resolved, never more than that. ' +
    'A visitor has 10,000 points an hour per address, a member (with a personal API token, or signed in) 100,000, unless the site says otherwise. ' +
    'Every answer carries the same figures in `extensions.cost`; past the budget a query is refused with HTTP 429 and the code RATE_LIMITED. ' +
    `A mutation is charged too, ${WRITE_PRICE} points more for each change (each alias), beside the allowance of each kind of change; introspection costs ${INTROSPECTION_PRICES.get('__schema')} for the whole schema, ${INTROSPECTION_PRICES.get('__type')} for one type.`,
  fields: (t) => ({
    cost: t.exposeInt('cost', { description: 'What this query costs as written (its requested complexity).' }),
    limit: t.exposeInt('limit', { description: 'Points in the budget per hour.' }),
    remaining: t.exposeInt('remaining', {
      description: "Points left in this hour, this query's requested cost taken off (what it does not use comes back when it has run).",
    }),
    resetAt: t.expose('resetAt', { type: 'DateTime', description: 'When the hour ends and the budget is whole again.' }),
  }),
});

builder.queryField('rateLimit', (t) =>
  t.field({
    type: RateLimit,
    nullable: true,
    description: "Where this request's hourly budget of API points stands; null where nothing is counted (the site's own pages, rendered on the server).",
    resolve: (_root, _args, ctx) => ctx.apiCharge,
  }),
);
