/**
 * SPEC §6: true when `roles` contains `name`. In a module of its own, without zod, so that code on the
 * SPA's first-visit path (the route prefetches) can check a role without loading the schema library;
 * `roles.ts` re-exports it.
 */
export function hasPermission(roles: readonly string[], name: string): boolean {
  return roles.includes(name);
}
