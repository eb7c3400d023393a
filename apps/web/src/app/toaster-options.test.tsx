import { describe, expect, it, vi } from "vitest";
import type * as Toastify from "react-toastify";
import { act, render } from "@testing-library/react";
import { showToast } from "../lib/toast/toast-store";
import { Toaster } from "./toaster";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("react-toastify", async (importOriginal) => ({
  ...(await importOriginal<typeof Toastify>()),
  toast: toastMock,
}));

describe("Toaster → react-toastify (SPEC §9)", () => {
  it("shows each store entry once, for 5000 ms; danger is an error toast", () => {
    render(<Toaster />);
    act(() => {
      showToast("danger", "Valami hiba tortent");
      showToast("success", "Sikeres mentés");
    });
    expect(toastMock).toHaveBeenCalledTimes(2);
    expect(toastMock).toHaveBeenNthCalledWith(
      1,
      "Valami hiba tortent",
      expect.objectContaining({ type: "error", autoClose: 5000 }),
    );
    expect(toastMock).toHaveBeenNthCalledWith(
      2,
      "Sikeres mentés",
      expect.objectContaining({ type: "success" }),
    );
  });
});
