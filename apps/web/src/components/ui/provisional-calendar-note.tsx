/**
 * The "Ideiglenes: …" notice of an answer counted without its year's decree of swapped working days
 * (issue 22 §4; the server's `provisionalCalendarNote`, which names the year and the rule: the holidays of
 * Mt. 102. § (1) and the weekends). Renders nothing for a final answer (`note` null).
 */
export function ProvisionalCalendarNote({ note, testId }: { note: string | null; testId: string }) {
  if (note === null) return null;
  return (
    <p className="small text-warning-emphasis text-wrap" role="note" data-testid={testId}>
      {note}
    </p>
  );
}
