import DataLoader from 'dataloader';

type BatchLoadFn<K, V> = DataLoader.BatchLoadFn<K, V>;

/**
 * One request's DataLoaders, one per batch function. A service keeps its batch functions as fields, so the
 * same function (and so the same loader) serves every row of a request's answer; a new request starts
 * with empty caches, so nothing is remembered across requests or callers.
 */
export class RequestLoaders {
  private readonly loaders = new Map<BatchLoadFn<never, unknown>, DataLoader<never, unknown>>();

  of<K, V>(batch: BatchLoadFn<K, V>): DataLoader<K, V> {
    const key = batch as BatchLoadFn<never, unknown>;
    let loader = this.loaders.get(key);
    if (!loader) {
      loader = new DataLoader<K, V>(batch) as unknown as DataLoader<never, unknown>;
      this.loaders.set(key, loader);
    }
    return loader as unknown as DataLoader<K, V>;
  }
}
