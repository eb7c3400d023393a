import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

/**
 * Keyboard moves of a picked-up question (dnd-kit's KeyboardSensor): ArrowDown / ArrowUp jump to the
 * next / previous question card instead of 25 px steps, so one key press is one place in the list.
 */
export const jumpToNeighbour: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects } = context;
  const isDown = event.code === "ArrowDown";
  if ((!isDown && event.code !== "ArrowUp") || !collisionRect) return undefined;
  event.preventDefault();
  const tops = [...droppableRects.values()].map((r) => r.top).sort((a, b) => a - b);
  const target = isDown
    ? tops.find((top) => top > collisionRect.top + 1)
    : [...tops].reverse().find((top) => top < collisionRect.top - 1);
  if (target === undefined) return currentCoordinates;
  return { x: currentCoordinates.x, y: currentCoordinates.y + (target - collisionRect.top) };
};
