import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { PROJECT_TASK_STATUSES } from "@office/shared/projects/project-task-status";
import { columnDropId, taskIdOf } from "./board-move";

type Rect = { top: number; left: number; width: number; height: number };
const centre = (r: Rect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
const contains = (r: Rect, p: { x: number; y: number }) =>
  p.x >= r.left && p.x <= r.left + r.width && p.y >= r.top && p.y <= r.top + r.height;

/**
 * Keyboard moves of a picked-up task card (dnd-kit's KeyboardSensor): ArrowDown / ArrowUp jump to the
 * next / previous card of the same column, ArrowLeft / ArrowRight to the previous / next column (its
 * bottom), so one key press is one place on the board, side by side or stacked on a phone. The card is
 * centred on its target, which the board's collision detection then picks.
 */
export const jumpOnBoard: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects } = context;
  const keys = ["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight"];
  if (!keys.includes(event.code) || !collisionRect) return undefined;
  event.preventDefault();
  const here = centre(collisionRect);
  const columns = PROJECT_TASK_STATUSES.map((s) => droppableRects.get(columnDropId(s)));
  const columnIndex = columns.findIndex((r) => r !== undefined && contains(r, here));
  let target: Rect | undefined;
  if (event.code === "ArrowLeft" || event.code === "ArrowRight") {
    const step = event.code === "ArrowLeft" ? -1 : 1;
    target = columns[columnIndex + step];
  } else {
    const column = columns[columnIndex];
    const cards = [...droppableRects.entries()]
      .filter(([id, r]) => taskIdOf(id) !== null && column !== undefined && contains(column, centre(r)))
      .map(([, r]) => r)
      .filter((r) => Math.abs(centre(r).y - here.y) > 1)
      .sort((a, b) => a.top - b.top);
    target =
      event.code === "ArrowDown"
        ? cards.find((r) => centre(r).y > here.y)
        : [...cards].reverse().find((r) => centre(r).y < here.y);
  }
  if (!target) return currentCoordinates;
  const to = centre(target);
  return { x: currentCoordinates.x + (to.x - here.x), y: currentCoordinates.y + (to.y - here.y) };
};
