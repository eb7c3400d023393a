import { budapestDate } from "@office/shared/hu/budapest-time";
import type { Project, ProjectInput } from "@office/shared/projects/projects.contract";

export type ProjectFormValues = ProjectInput;

/**
 * Form values of a saved project, or of a new one (today as start, planned, on track, managed by
 * `defaultManagerId` — the creator, issue 19 §4 — or by no one).
 */
export function toProjectFormValues(
  project?: Project,
  defaultManagerId: number | null = null,
): ProjectFormValues {
  if (!project) {
    return {
      code: "",
      name: "",
      partnerId: null,
      status: "planned",
      startDate: budapestDate(Date.now()),
      endDate: null,
      budget: null,
      costCenterId: null,
      managerId: defaultManagerId,
      memberIds: [],
      externalResourceIds: [],
      description: null,
      health: "onTrack",
      progress: 0,
    };
  }
  return {
    code: project.code,
    name: project.name,
    partnerId: project.partnerId,
    status: project.status,
    startDate: project.startDate,
    endDate: project.endDate,
    budget: project.budget,
    costCenterId: project.costCenterId,
    managerId: project.managerId,
    memberIds: project.memberIds,
    externalResourceIds: project.externalResourceIds,
    description: project.description,
    health: project.health,
    progress: project.progress,
  };
}
