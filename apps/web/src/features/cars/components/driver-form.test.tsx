import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DriverInput } from "@office/shared/fleet/drivers.contract";
import { DriverForm, driverFormValues } from "./driver-form";

const driver = {
  id: 4,
  employeeId: 9,
  name: "Szabó Péter",
  licenceNumber: "AB123456",
  licenceCategories: ["B"],
  licenceExpiry: "2030-05-01",
  medicalExpiry: null,
};

describe("driver form", () => {
  it("shows the Hungarian message for a too long licence number and does not submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_input: DriverInput) => undefined);
    render(<DriverForm defaultValues={driverFormValues(driver)} onSubmit={onSubmit} />);
    const number = screen.getByLabelText("Jogosítvány száma");
    await user.clear(number);
    await user.type(number, "X".repeat(31));
    await user.click(screen.getByRole("button", { name: "Mentés" }));
    expect(await screen.findByText("Legfeljebb 30 karakter lehet.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the edited fields with the driver's employee kept", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_input: DriverInput) => undefined);
    render(<DriverForm defaultValues={driverFormValues(driver)} onSubmit={onSubmit} />);
    const number = screen.getByLabelText("Jogosítvány száma");
    await user.clear(number);
    await user.type(number, "CD654321");
    await user.click(screen.getByRole("button", { name: "Mentés" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      employeeId: 9,
      licenceNumber: "CD654321",
      licenceCategories: ["B"],
      licenceExpiry: "2030-05-01",
      medicalExpiry: null,
    });
  });
});
