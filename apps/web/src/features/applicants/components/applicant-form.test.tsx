import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { JobOpening } from "@office/shared/applicants/applicants.contract";
import { HttpError } from "../../../lib/http/http-error";
import { ApplicantForm, toApplicantFormValues } from "./applicant-form";
import { RejectDialog } from "./stage-dialogs";

const openings: JobOpening[] = [
  {
    id: 1,
    title: "HR asszisztens",
    department: null,
    description: null,
    status: "open",
    closedOn: null,
    counts: {},
    total: 0,
  },
  {
    id: 2,
    title: "Régi pozíció",
    department: null,
    description: null,
    status: "filled",
    closedOn: "2026-01-10",
    counts: {},
    total: 3,
  },
];

describe("applicant form", () => {
  it("shows the shared schema's Hungarian messages and offers only open openings", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({}));
    render(
      <ApplicantForm
        defaultValues={toApplicantFormValues(null, 1)}
        openings={openings}
        submitLabel="Mentés"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByRole("option", { name: "Régi pozíció" })).toBeNull();
    await user.type(screen.getByLabelText("E-mail"), "nem-email");
    await user.click(screen.getByRole("button", { name: "Mentés" }));
    expect(await screen.findByText("Add meg a jelentkező nevét.")).toBeVisible();
    expect(screen.getByText("Adj meg egy érvényes e-mail címet.")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Név"), "Kovács Anna");
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "anna@example.hu");
    await user.type(screen.getByLabelText("Bérigény (bruttó Ft/hó)"), "650000");
    await user.click(screen.getByRole("button", { name: "Mentés" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          name: "Kovács Anna",
          email: "anna@example.hu",
          jobOpeningId: 1,
          expectedSalaryHuf: 650000,
        }),
      ),
    );
  });

  it("puts a server field message under its field", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new HttpError(400, "A pozíció nem található.", { jobOpeningId: "A pozíció nem található." });
    });
    render(
      <ApplicantForm
        defaultValues={{ ...toApplicantFormValues(null, 1), name: "Kiss Péter" }}
        openings={openings}
        submitLabel="Mentés"
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Mentés" }));
    expect(await screen.findByText("A pozíció nem található.")).toBeVisible();
  });
});

describe("reject dialog", () => {
  it("asks for the reason before rejecting", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => ({}));
    render(<RejectDialog target={{ id: 5, name: "Kiss Péter" }} onConfirm={onConfirm} onCancel={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Elutasítás" }));
    expect(await screen.findByText("Add meg az elutasítás okát.")).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Az elutasítás oka"), "Más jelölt illett jobban.");
    await user.click(screen.getByRole("button", { name: "Elutasítás" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith("Más jelölt illett jobban."));
  });
});
