import { useState } from "react";
import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { ResponsiveTable } from "./responsive-table";

function Table({ rows }: { rows: string[] }) {
  return (
    <ResponsiveTable>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Név</th>
            <th scope="col" colSpan={2}>
              Időszak
            </th>
            <th scope="col">
              <span className="visually-hidden">Műveletek</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r}>
              <td>{r}</td>
              <td>tól</td>
              <td data-label="Eddig">ig</td>
              <td>
                <button type="button">Jóváhagyás</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ResponsiveTable>
  );
}

describe("ResponsiveTable", () => {
  it("labels each cell with its column's visible header, keeping a given label; action columns get none", () => {
    render(<Table rows={["Kiss Anna"]} />);
    const cells = screen.getAllByRole("cell");
    expect(cells.map((c) => c.dataset.label)).toEqual(["Név", "Időszak", "Eddig", ""]);
    expect(screen.getByRole("table").parentElement).toHaveClass("table-responsive", "table-cards");
  });

  it("labels rows added later", async () => {
    let add: (row: string) => void = () => undefined;
    function Growing() {
      const [rows, setRows] = useState(["Kiss Anna"]);
      add = (row) => setRows((r) => [...r, row]);
      return <Table rows={rows} />;
    }
    render(<Growing />);
    act(() => add("Nagy Béla"));
    // MutationObserver callbacks run as a microtask.
    await act(async () => Promise.resolve());
    const last = screen.getByText("Nagy Béla");
    expect(last.dataset.label).toBe("Név");
  });
});
