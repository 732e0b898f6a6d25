import { Kind, type GraphQLResolveInfo } from 'graphql';

/** The names of the fields the resolved field asks for directly (not inside fragments). */
function selectedNames(info: GraphQLResolveInfo): string[] {
  return info.fieldNodes.flatMap((node) => (node.selectionSet?.selections ?? []).map((s) => (s.kind === Kind.FIELD ? s.name.value : '…')));
}

/** True when the field asks for nothing but these of its fields (and `__typename`): a connection asked only for its totalCount need not list. */
export function selectsOnly(info: GraphQLResolveInfo, fields: readonly string[]): boolean {
  return selectedNames(info).every((name) => name === '__typename' || fields.includes(name));
}

/** True when the field may ask for one of these of its fields (a fragment may): what they need can start at once. */
export function maySelect(info: GraphQLResolveInfo, fields: readonly string[]): boolean {
  return selectedNames(info).some((name) => name === '…' || fields.includes(name));
}
