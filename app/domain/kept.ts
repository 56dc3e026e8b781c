/** What `kept` needs of a map: a Map and a WeakMap both have it. */
type Keeper<K, V> = { get(key: K): V | undefined; set(key: K, value: V): unknown };

/** The value `map` holds for `key`: made by `make` and kept there the first time it is asked for. */
export function kept<K, V>(map: Keeper<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
