import { describe, expect, it } from 'vitest';
import { graphiqlLink, SHARED_LINK_LIMITS, sharedOperationOf } from './graphiql-link';
import { ANALYST_QUESTIONS, operationNameOf, variablesAt } from './questions';

const searchOf = (link: string) => link.slice(link.indexOf('?'));

describe('links that open an operation in GraphiQL', () => {
  it('open what they were made of', () => {
    const link = graphiqlLink({ query: 'query Busiest { stats { total } }', variables: { locale: 'de' }, operationName: 'Busiest' });
    expect(link.startsWith('/graphql?query=')).toBe(true);
    expect(sharedOperationOf(searchOf(link))).toEqual({
      query: 'query Busiest { stats { total } }',
      variables: '{\n  "locale": "de"\n}',
      operationName: 'Busiest',
    });
  });

  it('of every question of the API guide fit within what the explorer opens', () => {
    for (const question of ANALYST_QUESTIONS) {
      for (const operation of question.operations) {
        const link = graphiqlLink({
          query: operation.query,
          variables: variablesAt(operation, new Date(), {}),
          operationName: operationNameOf(operation.query),
        });
        expect(sharedOperationOf(searchOf(link)), question.id).toMatchObject({ query: operation.query });
      }
    }
  });

  it('ask nothing without a query, and are refused past their bounds or when unreadable', () => {
    expect(sharedOperationOf('')).toBeNull();
    expect(sharedOperationOf('?variables=%7B%7D')).toBeNull();
    const query = (length: number) => `?query=${'x'.repeat(length)}`;
    expect(sharedOperationOf(query(SHARED_LINK_LIMITS.query))).toEqual({ query: 'x'.repeat(SHARED_LINK_LIMITS.query) });
    expect(sharedOperationOf(query(SHARED_LINK_LIMITS.query + 1))).toBe('refused');
    expect(sharedOperationOf(`?query=q&variables=${'1'.repeat(SHARED_LINK_LIMITS.variables + 1)}`)).toBe('refused');
    expect(sharedOperationOf('?query=q&variables=%5B1%5D')).toBe('refused');
    expect(sharedOperationOf('?query=q&variables=%7Bnot')).toBe('refused');
    expect(sharedOperationOf('?query=q&operationName=not%20a%20name')).toBe('refused');
    expect(sharedOperationOf(`?query=q&operationName=${'A'.repeat(SHARED_LINK_LIMITS.operationName + 1)}`)).toBe('refused');
  });
});
