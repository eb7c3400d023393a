import { afterEach, describe, expect, it, vi } from "vitest";
import type * as Toastify from "react-toastify";
import { act, render } from "@testing-library/react";
import { toast } from "react-toastify";
import { showToast, toastKey, toastStore } from "../lib/toast/toast-store";
import { Toaster } from "./toaster";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("react-toastify", async (importOriginal) => ({
  ...(await importOriginal<typeof Toastify>()),
  toast: Object.assign(toastMock, { isActive: vi.fn(() => false) }),
}));

afterEach(() => {
  toastStore.setState({ toasts: [] });
  vi.restoreAllMocks();
});

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

  it("keys each toast by its content, so react-toastify never stacks an identical one", () => {
    toastMock.mockClear();
    vi.spyOn(toast, "isActive").mockImplementation(
      (id) => id === toastKey({ kind: "danger", message: "Már látszik" }),
    );
    render(<Toaster />);
    act(() => {
      showToast("danger", "Már látszik");
      showToast("success", "Sikeres mentés", "A projekt létrejött.");
    });
    expect(toastMock).toHaveBeenCalledTimes(1);
    const [content, options] = toastMock.mock.calls[0] ?? [];
    expect(options).toMatchObject({
      type: "success",
      toastId: toastKey({ kind: "success", message: "Sikeres mentés", detail: "A projekt létrejött." }),
    });
    const { container } = render(<>{content}</>);
    expect(container).toHaveTextContent("Sikeres mentésA projekt létrejött.");
    expect(container.querySelector("strong")).toHaveTextContent("Sikeres mentés");
  });
});
