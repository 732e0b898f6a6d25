import { builder } from '../graphql/builder';
import type { ApiCharge } from '../graphql/context';
import { CREDIT_SHARE, DEFAULT_BUDGET_SIZES } from '../api/budgets';
import { INTROSPECTION_PRICES, WRITE_PRICE } from '../api/query-cost';

const count = (n: number) => n.toLocaleString('en');

const RateLimit = builder.objectRef<ApiCharge>('RateLimit').implement({
  description:
    'The bucket of API points this request is charged to, after its charge. A query costs its complexity: every field 1 point or more, ' +
    'what is under a list times the items it may hold (its `first`, else 10). It is let in when the bucket, its requested cost taken, ' +
    `owes no more than a credit of ${CREDIT_SHARE * 100}% of the bucket, and is charged what it resolved, never more than requested; an answer the client holds already (HTTP 304) costs nothing. ` +
    `The bucket refills continuously at \`restoreRate\` points a second: a visitor's holds ${count(DEFAULT_BUDGET_SIZES.anonymousPerHour)} points per address, ` +
    `a member's (with a personal API token, or signed in) ${count(DEFAULT_BUDGET_SIZES.memberPerHour)}, each restored over an hour, unless the site says otherwise. ` +
    'Every answer carries the same figures in `extensions.cost` and X-RateLimit-* headers; a query the bucket cannot let in is refused unrun with HTTP 429, ' +
    'the code RATE_LIMITED and Retry-After, the seconds until enough points are back. ' +
    `A mutation is charged too, ${WRITE_PRICE} points more for each change (each alias), beside the allowance of each kind of change; introspection costs ${INTROSPECTION_PRICES.get('__schema')} for the whole schema, ${INTROSPECTION_PRICES.get('__type')} for one type.`,
  fields: (t) => ({
    cost: t.exposeInt('cost', {
      description: 'What this query may cost as written (its requested complexity); `extensions.cost.actual` tells what it was charged.',
    }),
    limit: t.exposeInt('limit', { description: 'Points the bucket holds when full.' }),
    remaining: t.exposeInt('remaining', {
      description:
        "Points in the bucket now, this query's requested cost taken off (what it does not use comes back when it has run); 0 while the bucket owes.",
    }),
    restoreRate: t.exposeFloat('restoreRate', { description: 'Points the bucket gets back a second, until it is full.' }),
    resetAt: t.expose('resetAt', { type: 'DateTime', description: 'When the bucket is full again if nothing more is taken.' }),
  }),
});

builder.queryField('rateLimit', (t) =>
  t.field({
    type: RateLimit,
    nullable: true,
    description: "Where this request's bucket of API points stands; null where nothing is counted (the site's own pages, rendered on the server).",
    resolve: (_root, _args, ctx) => ctx.apiCharge,
  }),
);
