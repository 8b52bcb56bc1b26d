/**
 * A form resolver that is loaded with the first validation instead of with the page: the page's
 * first load then carries neither zod nor the contract's schemas. Pass a function that imports
 * them and returns the real resolver (e.g. `zodResolver(schema)`); it runs once, and again only
 * after a failed load (the network dropped), so the next submit tries anew.
 */
export function lazyResolver<Args extends unknown[], Result>(
  load: () => Promise<(...args: Args) => Result>,
): (...args: Args) => Promise<Awaited<Result>> {
  let loading: Promise<(...args: Args) => Result> | null = null;
  return async (...args: Args): Promise<Awaited<Result>> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const resolver = await loading;
    const result: Awaited<Result> = await resolver(...args);
    return result;
  };
}
