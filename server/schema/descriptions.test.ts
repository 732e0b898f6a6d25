import { getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, type GraphQLField, type GraphQLInputField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, REFUSALS_LABEL } from '../graphql/field-errors';
import { schema } from './index';

/** Analysts read the schema as documentation: every type, field, argument and value says what it is. */
describe('the GraphQL schema', () => {
  it('describes every type, field, argument and enum value', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        const fields: (GraphQLField<unknown, unknown> | GraphQLInputField)[] = Object.values(type.getFields());
        for (const field of fields) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('names in each mutation the refusal codes its payload may carry, every one of them a code of the schema', () => {
    const undocumented: string[] = [];
    const unknown: string[] = [];
    for (const mutation of Object.values(schema.getMutationType()!.getFields())) {
      const payload = getNamedType(mutation.type);
      if (!isObjectType(payload) || !('errors' in payload.getFields())) continue;
      const listed = mutation.description?.split(REFUSALS_LABEL)[1];
      if (!listed) {
        undocumented.push(mutation.name);
        continue;
      }
      for (const code of listed
        .replace(/\.$/, '')
        .split(',')
        .map((c) => c.trim()))
        if (!(code in ERROR_CODES)) unknown.push(`${mutation.name}: ${code}`);
    }
    expect(undocumented).toEqual([]);
    expect(unknown).toEqual([]);
  });
});
