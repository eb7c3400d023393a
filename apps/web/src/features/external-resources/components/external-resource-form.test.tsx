import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider, createMemoryRouter } from "react-router";
import type {
  ExternalResourceDetail,
  ExternalResourceInput,
} from "@office/shared/external-resources/external-resources.contract";
import { createQueryClient } from "../../../lib/query/query-client";
import { EMPTY_EXTERNAL_RESOURCE, ExternalResourceForm } from "./external-resource-form";

function renderInDataRouter(ui: ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: ui }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("contractor form", () => {
  it("checks the adószám live, takes skills as tags and sends whole-forint rates", async () => {
    const onSubmit = vi.fn(
      async (input: ExternalResourceInput) =>
        ({ ...input, id: 7, projects: [], projectCount: 0, ratesVisible: true }) as ExternalResourceDetail,
    );
    renderInDataRouter(
      <ExternalResourceForm
        defaultValues={EMPTY_EXTERNAL_RESOURCE}
        canSeeRates
        submitLabel="Létrehozás"
        onSubmit={onSubmit}
      />,
    );
    const tax = screen.getByLabelText("Adószám");
    await userEvent.type(tax, "12345678-1-42");
    expect(screen.getByText("Az adószám törzsszámának ellenőrző számjegye hibás.")).toBeInTheDocument();
    await userEvent.clear(tax);
    await userEvent.type(tax, "12345676-6-41");
    expect(screen.getByText("Az adószám 9. számjegye (ÁFA-kód) csak 1–5 lehet.")).toBeInTheDocument();
    await userEvent.clear(tax);
    await userEvent.type(tax, "1234567624 1");
    expect(screen.getByText("Érvényes adószám.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Létrehozás" }));
    expect(await screen.findByText("Add meg a nevet.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Név"), "Kiss Péter");
    const skills = screen.getByLabelText("Készségek");
    await userEvent.type(skills, "Statika{Enter}BIM,statika{Enter}");
    expect(screen.getByRole("button", { name: "Statika eltávolítása" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "BIM eltávolítása" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "BIM eltávolítása" }));
    await userEvent.type(screen.getByLabelText("Napidíj (Ft)"), "65000");
    await userEvent.click(screen.getByRole("button", { name: "Létrehozás" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: "Kiss Péter",
      taxNumber: "12345676-2-41",
      skills: ["Statika"],
      dailyRate: 65000,
      hourlyRate: null,
    });
  });
});
