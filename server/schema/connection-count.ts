/**
 * totalCount of the connections Prisma's plugin resolves: its `totalCount` option keeps the
 * count function on the connection, and the field below, which replaces the plugin's own to
 * carry a description, calls it only when a client asks for the field. The extension lets the
 * plugin skip listing when the count is all that is asked for.
 */
export const TOTAL_COUNT_EXTENSIONS = { pothosPrismaTotalCount: true };

/** The count the connection's totalCount option gives. */
export function totalCountOf(connection: object): Promise<number> | number {
  return (connection as { totalCount: () => Promise<number> | number }).totalCount();
}
