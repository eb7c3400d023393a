import { describe, expect, it } from "vitest";
import type { ProjectTask } from "@office/shared/projects/project-task.contract";
import { applyMove, columnOf, placeOfDrop } from "./board-move";

const task = (id: number, status: ProjectTask["status"], position: number) =>
  ({ id, status, position, title: `T${id}` }) as ProjectTask;
const BOARD = [task(1, "todo", 0), task(2, "todo", 1), task(3, "todo", 2), task(4, "doing", 0)];
const ids = (tasks: ProjectTask[], status: ProjectTask["status"]) => columnOf(tasks, status).map((t) => t.id);

describe("board moves", () => {
  it("a card dropped on a card takes its place; on a column it goes to the bottom", () => {
    expect(placeOfDrop(BOARD, 1, "task:3")).toEqual({ status: "todo", position: 2 });
    expect(placeOfDrop(BOARD, 3, "task:1")).toEqual({ status: "todo", position: 0 });
    expect(placeOfDrop(BOARD, 2, "task:4")).toEqual({ status: "doing", position: 0 });
    expect(placeOfDrop(BOARD, 1, "column:doing")).toEqual({ status: "doing", position: 1 });
    expect(placeOfDrop(BOARD, 1, "column:done")).toEqual({ status: "done", position: 0 });
  });

  it("a drop that changes nothing is no move", () => {
    expect(placeOfDrop(BOARD, 1, "task:1")).toBeNull();
    expect(placeOfDrop(BOARD, 3, "column:todo")).toBeNull();
    expect(placeOfDrop(BOARD, 1, "nothing")).toBeNull();
  });

  it("applies a move as the server does: both columns renumbered", () => {
    const down = applyMove(BOARD, 1, { status: "todo", position: 2 });
    expect(ids(down, "todo")).toEqual([2, 3, 1]);
    expect(columnOf(down, "todo").map((t) => t.position)).toEqual([0, 1, 2]);
    const across = applyMove(BOARD, 2, { status: "doing", position: 0 });
    expect(ids(across, "todo")).toEqual([1, 3]);
    expect(ids(across, "doing")).toEqual([2, 4]);
    expect(columnOf(across, "todo").map((t) => t.position)).toEqual([0, 1]);
    expect(ids(applyMove(BOARD, 4, { status: "todo" }), "todo")).toEqual([1, 2, 3, 4]);
  });
});
