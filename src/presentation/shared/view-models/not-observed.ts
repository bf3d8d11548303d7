/**
 * The `makeAutoObservable` overrides that keep a view-model's collaborators (its kit, use cases,
 * sub-models that are observable themselves) out of MobX: `makeAutoObservable<this, 'kit'>(this,
 * notObserved('kit', 'form'), { autoBind: true })`. One line instead of a list of `x: false` per class.
 */
export function notObserved<K extends PropertyKey>(...keys: K[]): Record<K, false> {
  return Object.fromEntries(keys.map((key) => [key, false])) as Record<K, false>;
}
