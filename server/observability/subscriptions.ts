/**
 * Counts a graphql-ws subscription while it runs: it ends when its source is done or fails, or
 * when the client or the closing socket returns it. The source is returned with it, as it would
 * be without the count.
 */
export function countedWhileOpen<T>(
  source: AsyncIterable<T>,
  { opened, closed }: { opened(): void; closed(): void },
): AsyncIterableIterator<T> & { return(value?: unknown): Promise<IteratorResult<T>> } {
  const iterator = source[Symbol.asyncIterator]();
  let open = true;
  opened();
  const close = () => {
    if (!open) return;
    open = false;
    closed();
  };
  return {
    async next() {
      try {
        const result = await iterator.next();
        if (result.done) close();
        return result;
      } catch (error) {
        close();
        throw error;
      }
    },
    async return(value?: unknown) {
      close();
      return (await iterator.return?.(value)) ?? { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      close();
      if (iterator.throw) return iterator.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
