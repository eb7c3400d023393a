/**
 * A getter that builds its value on the first call and returns that same value afterwards. For the
 * `Intl` formatters and collators of shared and SPA modules: building one costs milliseconds (ICU data),
 * which a module that creates them at load pays on every page that imports it, used or not (issue 19 §6:
 * module evaluation on a 4× slowed phone CPU).
 */
export function lazyValue<T>(create: () => T): () => T {
  let box: { value: T } | undefined;
  return () => (box ??= { value: create() }).value;
}
