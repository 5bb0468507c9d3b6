/** What decides the irreversible actions a project offers. */
export interface ProjectState {
  closed_on: string | null;
  is_deleted?: boolean;
  /** Every subproject of the project that is not deleted, whatever the list filter shows. */
  subprojects: { closed_on: string | null }[];
}

export interface LifecycleOffers {
  /** 'Mark as complete': only with subprojects, all of them closed. */
  complete: boolean;
  /** 'Delete Project': only without subprojects. */
  delete: boolean;
}

/** Which of 'Mark as complete' and 'Delete Project' an open project offers (spec part 1, section 4). */
export function lifecycleOffers(project: ProjectState): LifecycleOffers {
  const open = !project.closed_on && !project.is_deleted;
  const count = project.subprojects.length;
  return {
    complete: open && count > 0 && project.subprojects.every((s) => Boolean(s.closed_on)),
    delete: open && count === 0,
  };
}
