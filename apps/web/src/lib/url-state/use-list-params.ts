import { useCallback } from "react";
import { useSearchParams } from "react-router";

export type SortDirection = "asc" | "desc";

/**
 * A list page's state in the URL query (search, filters, `sort` and `dir`), so that a reload, a shared link and
 * the back button keep it. Changes replace the history entry instead of adding one per keystroke.
 *
 * - `setParams({ key: value | null })`: sets several keys at once; `null` or `""` removes a key.
 * - `setParam(key, value, fallback = "")`: one key; the value equal to `fallback` (the default) is removed.
 * - `sortBy(key, currentKey, currentDirection)`: sorts by `key` ascending, or flips `currentDirection` when the
 *   list is sorted by `key` already (the page passes its own defaults for a URL without `sort`/`dir`).
 * - `sortDirection`: `dir` of the URL, `"asc"` unless it says `"desc"`; `sortParam`: the raw `sort` (the page
 *   validates it against its own keys).
 */
export function useListParams() {
  const [params, setSearchParams] = useSearchParams();
  const sortParam = params.get("sort");
  const sortDirection: SortDirection = params.get("dir") === "desc" ? "desc" : "asc";

  const setParams = useCallback(
    (changes: Record<string, string | null>): void => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === "") next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const setParam = useCallback(
    (key: string, value: string, fallback = ""): void =>
      setParams({ [key]: value === fallback ? null : value }),
    [setParams],
  );

  const sortBy = useCallback(
    (key: string, currentKey: string, currentDirection: SortDirection): void =>
      setParams({ sort: key, dir: key === currentKey && currentDirection === "asc" ? "desc" : "asc" }),
    [setParams],
  );

  return { params, setParams, setParam, sortBy, sortParam, sortDirection };
}
