import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { QuestionDto } from "@office/shared/questionnaires/templates.contract";
import { renderWithProviders } from "../../../test/render";
import { QuestionnaireForm } from "./questionnaire-form";

const questions: QuestionDto[] = [
  { id: "mood", type: "scale", text: "Hangulat", options: [], required: true },
  { id: "team", type: "single", text: "Csapat", options: ["Alfa", "Béta"], required: true },
  { id: "perks", type: "multiple", text: "Juttatások", options: ["Tea", "Kávé"], required: false },
  { id: "ok", type: "yesNo", text: "Rendben?", options: [], required: false },
  { id: "note", type: "shortText", text: "Megjegyzés", options: [], required: false },
];

describe("QuestionnaireForm", () => {
  it("marks required questions and refuses to submit them empty, with Hungarian messages", async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<QuestionnaireForm questions={questions} onSubmit={onSubmit} />);
    expect(screen.getByText("A *-gal jelölt kérdések kötelezők.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Válaszok beküldése" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText("Ez a kérdés kötelező.")).toHaveLength(2);
    expect(screen.getByRole("alert")).toHaveTextContent("Ellenőrizd a pirossal jelölt válaszokat.");
  });

  it("submits the normalised answers of every question", async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<QuestionnaireForm questions={questions} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByLabelText("4"));
    await userEvent.click(screen.getByLabelText("Béta"));
    await userEvent.click(screen.getByLabelText("Kávé"));
    await userEvent.click(screen.getByLabelText("Tea"));
    await userEvent.click(screen.getByLabelText("Igen"));
    await userEvent.type(screen.getByLabelText(/Megjegyzés/), "  Szuper  ");
    await userEvent.click(screen.getByRole("button", { name: "Válaszok beküldése" }));
    expect(onSubmit).toHaveBeenCalledWith([
      { questionId: "mood", value: 4 },
      { questionId: "team", value: "Béta" },
      { questionId: "perks", value: ["Tea", "Kávé"] },
      { questionId: "ok", value: true },
      { questionId: "note", value: "Szuper" },
    ]);
  });

  it("is a disabled preview without onSubmit", () => {
    renderWithProviders(<QuestionnaireForm questions={questions} />);
    expect(screen.getByRole("button", { name: "Válaszok beküldése" })).toBeDisabled();
  });
});
