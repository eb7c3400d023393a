import { lazy } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { LazyPart } from "./lazy-part";

describe("LazyPart (issue 19 §6)", () => {
  it("shows the fallback while the part's code loads, then the part", async () => {
    let resolve: (m: { default: () => React.JSX.Element }) => void = () => {};
    const Part = lazy(() => new Promise<{ default: () => React.JSX.Element }>((r) => (resolve = r)));
    render(
      <LazyPart fallback={<p>Töltés</p>}>
        <Part />
      </LazyPart>,
    );
    expect(screen.getByText("Töltés")).toBeInTheDocument();
    resolve({ default: () => <p>A rész</p> });
    expect(await screen.findByText("A rész")).toBeInTheDocument();
  });

  it("puts a Hungarian message with a reload button in the part's place when its code fails to load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Part = lazy(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    render(
      <>
        <p>Az oldal többi része</p>
        <LazyPart fallback={<p>Töltés</p>}>
          <Part />
        </LazyPart>
      </>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Ez a rész nem tölthető be.");
    expect(screen.getByRole("button", { name: "Az oldal újratöltése" })).toBeInTheDocument();
    expect(screen.getByText("Az oldal többi része")).toBeInTheDocument();
  });
});
