import { useState } from "react";
import { HOURS_BASIS_LABELS, type HoursBasis } from "@office/shared/reports/resource-reports.contract";

const BASES: readonly HoursBasis[] = ["planned", "actual"];

/**
 * The hours basis a cost screen asks for (issue 21 §4): none until the user picks one (the server then
 * chooses: actual for a closed period, planned otherwise), and the query fields to send with it.
 */
export function useHoursBasis() {
  const [chosen, setChosen] = useState<HoursBasis | undefined>(undefined);
  const query: Record<string, string> = chosen ? { basis: chosen } : {};
  return {
    chosen,
    setChosen,
    /** `{ basis }` once chosen, else nothing (the server's default). */
    query,
  };
}

/**
 * "Tervezett / Tényleges" segmented control of the resource-cost screens (issue 21 §4). `value` is the basis
 * in use — the user's pick, else the one the server answered with (none pressed while loading).
 */
export function HoursBasisControl({
  id,
  value,
  onChange,
}: {
  id: string;
  value: HoursBasis | undefined;
  onChange: (basis: HoursBasis) => void;
}) {
  return (
    <div className="d-flex flex-column">
      <span className="form-label small mb-1" id={`${id}-label`}>
        Óraalap
      </span>
      <div className="btn-group btn-group-sm" role="group" aria-labelledby={`${id}-label`}>
        {BASES.map((b) => (
          <button
            key={b}
            type="button"
            aria-pressed={b === value}
            className={`btn ${b === value ? "btn-secondary" : "btn-outline-secondary text-body"}`}
            data-testid={`${id}-${b}`}
            onClick={() => onChange(b)}
          >
            {HOURS_BASIS_LABELS[b]}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * Which hours the figures are built from, and why: the server's `hoursBasisReason`, which names the basis
 * ("… ezért a tervezett órák alapján.", "Kérésre a ledolgozott … órák alapján.").
 */
export function HoursBasisNote({
  testId,
  basis,
  reason,
}: {
  testId: string;
  basis: HoursBasis;
  reason: string;
}) {
  return (
    <p className="small text-body-secondary" data-testid={testId} data-basis={basis}>
      <span className="fw-semibold">Óraalap:</span> {reason}
    </p>
  );
}
