import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { AttachmentCountBadge } from "./attachment-count-badge";

describe("AttachmentCountBadge", () => {
  it("shows a paperclip and the number, named for assistive technology", () => {
    render(<AttachmentCountBadge count={3} />);
    const badge = screen.getByRole("img", { name: "3 csatolmány" });
    expect(badge).toHaveTextContent("3");
    expect(badge).toHaveAttribute("title", "3 csatolmány");
    expect(badge.querySelector(".bi-paperclip")).not.toBeNull();
  });

  it("is hidden when the record has no attachment", () => {
    const { container } = render(<AttachmentCountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByTestId("attachment-count")).toBeNull();
  });

  it("names one attachment in the singular", () => {
    render(<AttachmentCountBadge count={1} className="ms-2" />);
    expect(screen.getByRole("img", { name: "1 csatolmány" })).toHaveClass("ms-2");
  });
});
