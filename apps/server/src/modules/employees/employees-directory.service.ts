import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Platform } from "../../platform/platform.ts";
import type { RequestContext } from "../../platform/request-context.ts";
import * as repo from "./employees.repository.ts";

/**
 * The directory (`GET /api/employee`): the JSON the database builds, cached per tenant and filter under
 * the tenant's directory version, gzipped once per version. Split from `employees.service.ts`.
 */

const gzipAsync = promisify(gzip);

/** A directory as sent: the JSON array as UTF-8 bytes and, once a client asks for it, gzipped. */
export type DirectoryBody = { version: number; json: Buffer; gzipped: Promise<Buffer> | null };

/**
 * Per database (test apps sharing a process never mix): cached directories by tenant and filter, and the
 * ones being built by tenant, filter and version (concurrent misses share one build).
 */
type DirectoryCache = { entries: Map<string, DirectoryBody>; builds: Map<string, Promise<DirectoryBody>> };
const directoryCaches = new WeakMap<object, DirectoryCache>();
/** At most this many cached directories per database (2,000 employees ≈ 0.7 MB); oldest go first. */
const DIRECTORY_CACHE_ENTRIES = 48;

/**
 * `GET /api/employee?active=`: the directory (directory view of everyone, by name) as the JSON array the
 * database builds (`repo.directoryJson`; same objects as `toDirectoryDto`, checked by test), cached under
 * the tenant's directory version. A trigger raises the version with every employee row change in the
 * writing transaction, so a hit costs one small query and no instance serves a list older than the last
 * committed change (the version is read before the list, so a list is never older than its key).
 */
export async function getDirectory(
  p: Platform,
  ctx: RequestContext,
  active?: boolean,
): Promise<DirectoryBody> {
  const tenantId = ctx.tenant.id;
  let cache = directoryCaches.get(p.database);
  if (!cache) {
    cache = { entries: new Map(), builds: new Map() };
    directoryCaches.set(p.database, cache);
  }
  const { entries, builds } = cache;
  const key = `${tenantId}:${String(active)}`;
  return p.database.withTenant(tenantId, async (tx) => {
    const version = await repo.directoryVersion(tx, tenantId);
    const cached = entries.get(key);
    if (cached?.version === version) return cached;
    const buildKey = `${key}@${version}`;
    let build = builds.get(buildKey);
    if (!build) {
      build = repo
        .directoryJson(tx, tenantId, active)
        .then((json) => ({ version, json: Buffer.from(json), gzipped: null }));
      builds.set(buildKey, build);
      void build.finally(() => builds.delete(buildKey)).catch(() => undefined);
    }
    const body = await build;
    entries.delete(key);
    entries.set(key, body);
    if (entries.size > DIRECTORY_CACHE_ENTRIES) entries.delete(entries.keys().next().value ?? key);
    return body;
  });
}

/** The gzipped bytes of a directory, compressed once (off the event loop) and kept with it. */
export function gzippedDirectory(body: DirectoryBody): Promise<Buffer> {
  body.gzipped ??= gzipAsync(body.json);
  return body.gzipped;
}
