import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  APPLICANT_STAGES,
  APPLICANT_STAGE_LABELS,
  applicantStageSchema,
  type ApplicantListItem,
  type ApplicantStage,
} from "@office/shared/applicants/applicants.contract";
import { Icon } from "../../../components/ui/icon";
import { biGrid } from "../../../components/ui/icons";
import "../i18n";
import "./applicants.css";

type BoardProps = {
  applicants: readonly ApplicantListItem[];
  onMove: (target: { id: number; name: string }, stage: ApplicantStage) => void;
};

const stageOf = (id: string | number | undefined): ApplicantStage | null => {
  const parsed = applicantStageSchema.safeParse(id);
  return parsed.success ? parsed.data : null;
};

/**
 * The pipeline as a kanban board, one column per stage. A card moves by dragging its handle (mouse,
 * touch, or keyboard: Space/Enter to pick up, arrows, Space/Enter to drop — dnd-kit's keyboard sensor
 * with Hungarian screen-reader announcements) or by its stage list. Hired and anonymised applicants
 * stay where they are. `onMove` decides what a move means (a reason for rejection, the hire dialog).
 */
export function ApplicantsBoard({ applicants, onMove }: BoardProps) {
  const { t } = useTranslation("applicants");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const nameOf = (id: string | number) => applicants.find((a) => a.id === Number(id))?.name ?? "";
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("board.picked", { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t("board.over", {
            name: nameOf(active.id),
            stage: APPLICANT_STAGE_LABELS[stageOf(over.id) ?? "new"],
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("board.dropped", {
            name: nameOf(active.id),
            stage: APPLICANT_STAGE_LABELS[stageOf(over.id) ?? "new"],
          })
        : t("board.cancelled"),
    onDragCancel: () => t("board.cancelled"),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const stage = stageOf(over?.id);
    const applicant = applicants.find((a) => a.id === Number(active.id));
    if (!stage || !applicant || applicant.stage === stage) return;
    onMove({ id: applicant.id, name: applicant.name }, stage);
  };
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("board.instructions") } }}
    >
      <div
        className="applicants-board"
        role="region"
        aria-label={t("board.label")}
        data-testid="applicants-board"
      >
        {APPLICANT_STAGES.map((stage) => (
          <BoardColumn
            key={stage}
            stage={stage}
            applicants={applicants.filter((a) => a.stage === stage)}
            onMove={onMove}
          />
        ))}
      </div>
    </DndContext>
  );
}

function BoardColumn({
  stage,
  applicants,
  onMove,
}: {
  stage: ApplicantStage;
  applicants: readonly ApplicantListItem[];
  onMove: BoardProps["onMove"];
}) {
  const { t } = useTranslation("applicants");
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `applicants-column-${stage}`;
  return (
    <section
      ref={setNodeRef}
      className={`applicants-column card${isOver ? " border-primary" : ""}`}
      aria-labelledby={headingId}
      data-testid={`column-${stage}`}
    >
      <div className="card-header d-flex align-items-center justify-content-between py-2">
        <h2 id={headingId} className="h6 mb-0">
          {APPLICANT_STAGE_LABELS[stage]}
        </h2>
        <span className="badge text-bg-secondary">{applicants.length}</span>
      </div>
      <ul className="list-unstyled card-body p-2 mb-0 d-flex flex-column gap-2">
        {applicants.length === 0 && <li className="small text-body-secondary">{t("board.emptyColumn")}</li>}
        {applicants.map((a) => (
          <BoardCard key={a.id} applicant={a} onMove={onMove} />
        ))}
      </ul>
    </section>
  );
}

function BoardCard({ applicant, onMove }: { applicant: ApplicantListItem; onMove: BoardProps["onMove"] }) {
  const { t } = useTranslation("applicants");
  const fixed = applicant.stage === "hired" || applicant.anonymised;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: applicant.id,
    disabled: fixed,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`applicant-card card shadow-sm${isDragging ? " is-dragging" : ""}`}
      data-testid={`applicant-card-${applicant.id}`}
    >
      <div className="card-body p-2">
        <div className="d-flex align-items-start gap-1">
          {!fixed && (
            <button
              type="button"
              className="btn btn-sm btn-link text-body-secondary p-0 me-1 applicant-handle"
              aria-label={t("board.handle", { name: applicant.name })}
              data-testid={`applicant-handle-${applicant.id}`}
              {...attributes}
              {...listeners}
            >
              <Icon icon={biGrid} />
            </button>
          )}
          <div className="flex-grow-1 applicant-card-text">
            <Link to={`/jelentkezok/${applicant.id}`} className="fw-semibold text-break">
              {applicant.name}
            </Link>
            <div className="small text-body-secondary text-truncate">{applicant.jobOpeningTitle}</div>
            <div className="small d-flex gap-2 flex-wrap">
              {applicant.averageScore !== null && (
                <span>{t("board.score", { score: applicant.averageScore.toLocaleString("hu-HU") })}</span>
              )}
              {applicant.hasCv && <span className="text-body-secondary">{t("board.cv")}</span>}
            </div>
          </div>
        </div>
        {!fixed && (
          <select
            className="form-select form-select-sm mt-2"
            aria-label={t("board.moveTo", { name: applicant.name })}
            value={applicant.stage}
            data-testid={`applicant-stage-${applicant.id}`}
            onChange={(e) => {
              const stage = stageOf(e.target.value);
              if (stage && stage !== applicant.stage)
                onMove({ id: applicant.id, name: applicant.name }, stage);
            }}
          >
            {APPLICANT_STAGES.map((s) => (
              <option key={s} value={s}>
                {APPLICANT_STAGE_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </div>
    </li>
  );
}
