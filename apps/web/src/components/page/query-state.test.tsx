import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { HttpError } from "../../lib/http/http-error";
import { QueryState } from "./query-state";

const query = (
  over: Partial<{ isPending: boolean; isError: boolean; data: string[] | undefined; error: unknown }>,
) => ({
  isPending: false,
  isError: false,
  data: undefined as string[] | undefined,
  ...over,
});
const list = (rows: string[]) => (
  <ul>
    {rows.map((r) => (
      <li key={r}>{r}</li>
    ))}
  </ul>
);

describe("QueryState", () => {
  it("shows a status line while loading, or the given loading content", () => {
    const { rerender } = render(<QueryState query={query({ isPending: true })}>{list}</QueryState>);
    expect(screen.getByRole("status")).toHaveTextContent("Betöltés");
    rerender(
      <QueryState query={query({ isPending: true })} loading={<p>Váz</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText("Váz")).toBeInTheDocument();
  });

  it("shows a Hungarian alert on error", () => {
    render(<QueryState query={query({ isError: true })}>{list}</QueryState>);
    expect(screen.getByRole("alert")).toHaveTextContent("Az adatok betöltése nem sikerült.");
  });

  it("shows the 'Nincs jogosultságod' panel, not the load error, when the server answered 403", () => {
    const { rerender } = render(
      <QueryState query={query({ isError: true, error: new HttpError(403, "Nincs jogosultságod.") })}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole("heading", { name: "Nincs jogosultságod" })).toBeInTheDocument();
    expect(screen.queryByText("Az adatok betöltése nem sikerült.")).toBeNull();
    rerender(
      <QueryState query={query({ isError: true, error: new HttpError(500, "Hiba") })}>{list}</QueryState>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Az adatok betöltése nem sikerült.");
  });

  it("shows the empty content when isEmpty says so, else the children with the data", () => {
    const { rerender } = render(
      <QueryState query={query({ data: [] })} isEmpty={(d) => d.length === 0} empty="Nincs találat.">
        {list}
      </QueryState>,
    );
    expect(screen.getByText("Nincs találat.")).toBeInTheDocument();
    rerender(
      <QueryState query={query({ data: ["Első"] })} isEmpty={(d) => d.length === 0} empty="Nincs találat.">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole("listitem")).toHaveTextContent("Első");
  });
});
