import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from "@dnd-kit/core";
import { useTranslation } from "react-i18next";
import {
  PROJECT_TASK_STATUSES,
  PROJECT_TASK_STATUS_LABELS,
  type ProjectTask,
  type ProjectTaskStatus,
} from "@office/shared/projects/project-task.contract";
import { jumpOnBoard } from "./board-keyboard";
import { columnDropId, columnOf, columnStatusOf, placeOfDrop, taskIdOf, type BoardPlace } from "./board-move";
import { TaskCard, type TaskCardProps } from "./task-card";
import "./tasks.css";
import "../../i18n";

type TaskBoardProps = {
  tasks: readonly ProjectTask[];
  today: string;
  canEdit: boolean;
  /** Whether the caller may move this task (a manager, or its assignee). */
  canMove: (task: ProjectTask) => boolean;
  onMove: TaskCardProps["onMove"];
  onEdit: TaskCardProps["onEdit"];
  /** The task a link singled out (`?feladat=`): its card is marked and scrolled into view. */
  highlightId?: number | null;
};

/** Under the pointer a card wins over its column; without a pointer (keyboard) the closest centre. */
const collide: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  const cards = within.filter((c) => taskIdOf(c.id) !== null);
  if (cards.length > 0) return cards;
  if (within.length > 0) return within;
  return closestCenter(args);
};

/**
 * The project's task board (issue 21 §3): columns Teendő, Folyamatban, Kész side by side (stacked on a
 * phone). A card moves by dragging its handle — mouse, touch, or keyboard: Space/Enter picks it up,
 * arrows move one card or one column, Space/Enter drops, Escape cancels, with Hungarian screen-reader
 * announcements — or by its status list. Dropped on a card it takes that card's place, on a column it
 * goes to the bottom.
 */
export function TaskBoard({
  tasks,
  today,
  canEdit,
  canMove,
  onMove,
  onEdit,
  highlightId = null,
}: TaskBoardProps) {
  const { t } = useTranslation("projects");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpOnBoard }),
  );
  const titleOf = (id: string | number) => tasks.find((x) => x.id === taskIdOf(id))?.title ?? "";
  const targetOf = (id: string | number): string => {
    const status = columnStatusOf(id) ?? tasks.find((x) => x.id === taskIdOf(id))?.status;
    return status ? PROJECT_TASK_STATUS_LABELS[status] : "";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("tasks.board.picked", { title: titleOf(active.id) }),
    // Over its own place (as every drag starts) says nothing: "Felvetted" stays the last word.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t("tasks.board.over", { title: titleOf(active.id), column: targetOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("tasks.board.dropped", { title: titleOf(active.id), column: targetOf(over.id) })
        : t("tasks.board.cancelled"),
    onDragCancel: () => t("tasks.board.cancelled"),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const task = tasks.find((x) => x.id === taskIdOf(active.id));
    if (!task || !over) return;
    const place: BoardPlace | null = placeOfDrop(tasks, task.id, over.id);
    if (place) onMove(task, place);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collide}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("tasks.board.instructions") },
      }}
    >
      <div className="task-board" role="region" aria-label={t("tasks.board.label")} data-testid="task-board">
        {PROJECT_TASK_STATUSES.map((status) => (
          <BoardColumn key={status} status={status} tasks={columnOf(tasks, status)}>
            {(task) => (
              <TaskCard
                key={task.id}
                task={task}
                today={today}
                canEdit={canEdit}
                canMove={canMove(task)}
                onMove={onMove}
                onEdit={onEdit}
                highlighted={task.id === highlightId}
              />
            )}
          </BoardColumn>
        ))}
      </div>
    </DndContext>
  );
}

function BoardColumn({
  status,
  tasks,
  children,
}: {
  status: ProjectTaskStatus;
  tasks: readonly ProjectTask[];
  children: (task: ProjectTask) => React.ReactNode;
}) {
  const { t } = useTranslation("projects");
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(status) });
  const headingId = `task-column-${status}`;
  return (
    <section
      ref={setNodeRef}
      className={`task-column card${isOver ? " border-primary" : ""}`}
      aria-labelledby={headingId}
      data-testid={`task-column-${status}`}
    >
      <div className="card-header d-flex align-items-center justify-content-between py-2">
        <h3 id={headingId} className="h6 mb-0">
          {PROJECT_TASK_STATUS_LABELS[status]}
        </h3>
        <span className="badge text-bg-secondary">{tasks.length}</span>
      </div>
      <ul className="list-unstyled card-body p-2 mb-0 d-flex flex-column gap-2">
        {tasks.length === 0 && <li className="small text-body-secondary">{t("tasks.board.emptyColumn")}</li>}
        {tasks.map((task) => children(task))}
      </ul>
    </section>
  );
}
