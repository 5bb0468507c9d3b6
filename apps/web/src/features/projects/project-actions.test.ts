import { describe, expect, it } from 'vitest';
import { lifecycleOffers } from './project-actions';

const open = { closed_on: null };
const closed = { closed_on: '2026-10-31' };

describe("the project card menu's irreversible actions", () => {
  it("offers only 'Delete Project' for a project without subprojects", () => {
    expect(lifecycleOffers({ closed_on: null, subprojects: [] })).toEqual({ complete: false, delete: true });
  });

  it("offers only 'Mark as complete' once every subproject is closed", () => {
    expect(lifecycleOffers({ closed_on: null, subprojects: [closed, closed] })).toEqual({
      complete: true,
      delete: false,
    });
  });

  it('offers neither while a subproject is still open', () => {
    expect(lifecycleOffers({ closed_on: null, subprojects: [closed, open] })).toEqual({
      complete: false,
      delete: false,
    });
  });

  it('offers neither for a project already complete or deleted', () => {
    expect(lifecycleOffers({ closed_on: '2026-11-01', subprojects: [closed] })).toEqual({
      complete: false,
      delete: false,
    });
    expect(lifecycleOffers({ closed_on: null, is_deleted: true, subprojects: [] })).toEqual({
      complete: false,
      delete: false,
    });
  });
});
