import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, type GraphQLField, type GraphQLInputField } from 'graphql';
import { describe, expect, it } from 'vitest';
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
});
