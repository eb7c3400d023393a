import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biCheckLg, biClockHistory } from "../../../components/ui/icons";
import { NumberField } from "../../../components/ui/number-field";
import { useClockActions, useClockState } from "../api/clock";
import { useProjectOptions } from "../api/pickers";
import { formatDuration, formatStopwatch } from "../utils/time-format";
import "../i18n";

/** Re-renders every second while `isOn`, returning the current time (ms). */
function useNow(isOn: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isOn) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isOn]);
  return now;
}

/**
 * The clock ("Munkaidő indítása / befejezése", `GET/POST /api/timeEntry/clock…`): the running time
 * (HH:MM:SS, ticking), today's worked time, a project to book on before the start and the break at the
 * stop, prefilled with the break Mt. 103. § still asks for. Big touch targets for the phone. `compact`
 * (home page) leaves the project select out; otherwise the panel keeps its loaded height while loading
 * (`.app-wt-clock-room`, against layout shift).
 */
export function ClockPanel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("working-time");
  const clock = useClockState();
  const { start, stop } = useClockActions();
  const projects = useProjectOptions(!compact);
  const [projectId, setProjectId] = useState("");
  const [breakMinutes, setBreakMinutes] = useState<number | null>(null);
  const running = clock.data?.running ?? null;
  const now = useNow(running !== null);
  useEffect(() => {
    setBreakMinutes(clock.data?.suggestedBreakMinutes ?? 0);
  }, [clock.data?.suggestedBreakMinutes, running?.id]);

  const startedAt = running ? Math.floor(Date.parse(running.createdAt) / 60_000) * 60_000 : 0;
  const sinceFetch = running ? Math.max(0, Math.floor((now - clock.dataUpdatedAt) / 60_000)) : 0;

  return (
    <div className={compact ? undefined : "app-wt-clock-room"}>
      <QueryState query={clock}>
        {(data) => (
          <div className="app-wt-clock" data-testid="wt-clock">
            <div className="d-flex flex-wrap align-items-baseline gap-3 mb-2">
              <div
                className={`app-wt-stopwatch fw-bold ${running ? "text-success" : "text-body-secondary"}`}
                data-testid="wt-clock-time"
                aria-live="off"
              >
                {formatStopwatch(running ? now - startedAt : 0)}
              </div>
              <div className="text-body-secondary" data-testid="wt-clock-today">
                {t("clock.today", { time: formatDuration(data.todayWorkedMinutes + sinceFetch) })}
              </div>
            </div>
            {running ? (
              <>
                <p className="mb-2 small" role="status">
                  {t("clock.runningSince", {
                    start: running.start,
                    project: running.projectName ?? t("week.noProject"),
                  })}
                </p>
                <div className="d-flex flex-wrap align-items-end gap-2">
                  <div className="app-wt-break-field">
                    <label
                      className="form-label small mb-1"
                      htmlFor={compact ? "wt-home-break" : "wt-clock-break"}
                    >
                      {t("clock.break")}
                    </label>
                    <NumberField
                      id={compact ? "wt-home-break" : "wt-clock-break"}
                      className="form-control form-control-lg"
                      maxFractionDigits={0}
                      unit={t("entry.minutes")}
                      value={breakMinutes}
                      onChange={setBreakMinutes}
                    />
                  </div>
                  <Button
                    color="warning"
                    icon={biCheckLg}
                    className="btn-lg flex-grow-1 app-wt-clock-button"
                    disabled={stop.isPending}
                    onClick={() => stop.mutate({ breakMinutes: Math.max(0, Math.round(breakMinutes ?? 0)) })}
                  >
                    {t("clock.stop")}
                  </Button>
                </div>
                {data.suggestedBreakMinutes > 0 && (
                  <div className="form-text">
                    {t("clock.breakHint", { minutes: data.suggestedBreakMinutes })}
                  </div>
                )}
              </>
            ) : (
              <div className="d-flex flex-wrap align-items-end gap-2">
                {!compact && (
                  <div className="flex-grow-1">
                    <label className="form-label small mb-1" htmlFor="wt-clock-project">
                      {t("entry.project")}
                    </label>
                    <select
                      id="wt-clock-project"
                      className="form-select form-select-lg"
                      value={projectId}
                      onChange={(event) => setProjectId(event.target.value)}
                    >
                      <option value="">{t("week.noProject")}</option>
                      {(projects.data ?? []).map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.label}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
                <Button
                  color="success"
                  icon={biClockHistory}
                  className="btn-lg flex-grow-1 app-wt-clock-button"
                  disabled={start.isPending}
                  onClick={() => start.mutate({ projectId: projectId === "" ? null : Number(projectId) })}
                >
                  {t("clock.start")}
                </Button>
              </div>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}
