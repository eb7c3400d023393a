import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import type { LeaveDay } from "@office/shared/leave/leave.contract";
import { LeaveBalanceCard } from "./leave-balance-card";

const leaveDay: LeaveDay = {
  employeeId: 7,
  year: 2027,
  entitlement: {
    year: 2027,
    total: 24,
    lines: [
      { code: "base", label: "Alapszabadság (Mt. 116. §)", days: 20 },
      {
        code: "carryOver",
        label: "Áthozott szabadság a 2026. évből, 2027. 03. 31-ig (Mt. 123. § (2))",
        days: 5,
      },
      { code: "carryOver", label: "Lejárt áthozott szabadság", days: -1 },
    ],
  },
  taken: 4,
  pending: 0,
  remaining: 20,
  adjustmentDays: 0,
  adjustmentReason: null,
  carryOverDays: 0,
  fatherLeaveTaken: 0,
  problem: null,
  carryOver: {
    fromYear: 2026,
    days: 5,
    deadline: "2027-03-31",
    rule: "Mt. 123. § (2): október 1-jén vagy később kezdődött munkaviszony",
    usedDays: 4,
    lapsedDays: 1,
    remainingDays: 0,
    parts: [
      { rule: "mt123_2", days: 5, deadline: "2027-03-31", usedDays: 4, lapsedDays: 1, remainingDays: 0 },
    ],
  },
};

describe("leave balance card: the carried-over part (Mt. 123. §)", () => {
  it("shows the carried days with their deadline and what lapsed", () => {
    render(
      <LeaveBalanceCard title="Szabadság (2027)" leaveDay={leaveDay} isLoading={false} isError={false} />,
    );
    expect(screen.getByTestId("leave-carry-over")).toHaveTextContent(
      "ebből áthozott: 5 nap, 2027. 03. 31-ig (lejárt: 1 nap)",
    );
  });

  it("shows nothing of it when nothing was carried", () => {
    render(
      <LeaveBalanceCard
        title="Szabadság"
        leaveDay={{ ...leaveDay, carryOver: null }}
        isLoading={false}
        isError={false}
      />,
    );
    expect(screen.queryByTestId("leave-carry-over")).not.toBeInTheDocument();
  });
});
