import { describe, expect, it } from 'vitest';
import {
  currentStep,
  eventOfStep,
  type InviteEvent,
  type InviteState,
  initialInvite,
  invitePayload,
  inviteReducer,
  isFinalStep,
  stageOf,
  valuesOfStep,
} from './invite-steps';

const SUBPROJECT = '00000000-0000-4000-8000-000000000501';
const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const CONSULTANT = '00000000-0000-4000-8000-0000000000c1';

const run = (state: InviteState, ...events: InviteEvent[]) => events.reduce(inviteReducer, state);
const steps = (state: InviteState) => state.history;

describe('the contractor invite steps', () => {
  const start = initialInvite('contractor');

  it('goes 0 → 2 → 4 for an existing agency and user, and sends from step 4', () => {
    const state = run(
      start,
      { type: 'agencyChosen', id: AGENCY },
      { type: 'userChosen', email: 'asha@example.in' },
    );
    expect(steps(state)).toEqual([0, 2, 4]);
    expect(isFinalStep('contractor', currentStep(state))).toBe(true);
    const sent = inviteReducer(state, { type: 'consultantChosen', id: CONSULTANT });
    expect(currentStep(sent)).toBe(4);
    expect(invitePayload(sent, SUBPROJECT)).toEqual({
      agencies: { id: AGENCY },
      users: { id: 'asha@example.in' },
      subproject_users: { subproject_id: SUBPROJECT },
      subproject_agencies: { consultant_agency_id: CONSULTANT },
    });
  });

  it('goes 0 → 1 → 3 → 4 for a new agency with a new user', () => {
    const state = run(
      start,
      { type: 'newAgency' },
      { type: 'agencyNamed', name: 'Malnad Infra' },
      { type: 'userAdded', user: { name: 'Prakash Hegde', email: 'prakash@malnad.in' } },
      { type: 'consultantChosen', id: null },
    );
    expect(steps(state)).toEqual([0, 1, 3, 4]);
    expect(invitePayload(state, SUBPROJECT)).toEqual({
      agencies: { body: { name: 'Malnad Infra' } },
      users: { email_address: 'prakash@malnad.in', body: { name: 'Prakash Hegde' } },
      subproject_users: { subproject_id: SUBPROJECT },
    });
  });

  it('adds a new user to an existing agency from step 2 (step 3)', () => {
    const state = run(start, { type: 'agencyChosen', id: AGENCY }, { type: 'newUser' });
    expect(steps(state)).toEqual([0, 2, 3]);
    expect(isFinalStep('contractor', 3)).toBe(false);
  });

  it('goes back along the way taken, keeping what was chosen to show it again', () => {
    const forward = run(start, { type: 'newAgency' }, { type: 'agencyNamed', name: 'Malnad Infra' });
    const back = inviteReducer(forward, { type: 'back' });
    expect(currentStep(back)).toBe(1);
    expect(valuesOfStep(1, back.choices)).toEqual({ agencies: { body: { name: 'Malnad Infra' } } });
    expect(steps(run(back, { type: 'back' }, { type: 'back' }))).toEqual([0]);
  });

  it('forgets the chosen user when another agency is chosen', () => {
    const state = run(
      start,
      { type: 'agencyChosen', id: AGENCY },
      { type: 'userChosen', email: 'asha@example.in' },
      { type: 'back' },
      { type: 'back' },
      { type: 'agencyChosen', id: CONSULTANT },
    );
    expect(state.choices.user).toBeNull();
    expect(valuesOfStep(2, state.choices)).toEqual({});
  });

  it('ignores an event that does not belong to the step', () => {
    expect(inviteReducer(start, { type: 'userChosen', email: 'asha@example.in' })).toBe(start);
    expect(inviteReducer(start, { type: 'back' })).toBe(start);
  });

  it('shows the agency, the user and the consultant as the stages of the progress bar', () => {
    expect([0, 1, 2, 3, 4].map((step) => stageOf(step as 0 | 1 | 2 | 3 | 4))).toEqual([0, 0, 1, 1, 2]);
  });
});

describe('the consultant invite steps', () => {
  const start = initialInvite('consultant');

  it('sends from step 1 with the new agency and its user', () => {
    const state = run(start, { type: 'newAgency' });
    expect(currentStep(state)).toBe(1);
    expect(isFinalStep('consultant', 1)).toBe(true);
    const event = eventOfStep(1, {
      agencies: { body: { name: 'Sai_Infra' } },
      users: { body: { name: 'Ravi Kamath' }, email_address: ' ravi@sai.in ' },
    });
    const sent = inviteReducer(state, event);
    expect(currentStep(sent)).toBe(1);
    expect(invitePayload(sent, SUBPROJECT)).toEqual({
      agencies: { body: { name: 'Sai_Infra' } },
      users: { email_address: 'ravi@sai.in', body: { name: 'Ravi Kamath' } },
      subproject_users: { subproject_id: SUBPROJECT },
    });
  });

  it('sends from step 2 with an existing user, or from step 3 with a new one', () => {
    const chosen = run(start, { type: 'agencyChosen', id: CONSULTANT });
    expect(currentStep(chosen)).toBe(2);
    expect(isFinalStep('consultant', 2)).toBe(true);
    expect(steps(inviteReducer(chosen, { type: 'newUser' }))).toEqual([0, 2, 3]);
    expect(isFinalStep('consultant', 3)).toBe(true);
  });

  it('has no consultant step', () => {
    const sent = run(
      start,
      { type: 'agencyChosen', id: CONSULTANT },
      { type: 'userChosen', email: 'consultant@demo.anupalan.in' },
      { type: 'consultantChosen', id: AGENCY },
    );
    expect(steps(sent)).toEqual([0, 2]);
    expect(invitePayload(sent, SUBPROJECT)).not.toHaveProperty('subproject_agencies');
  });
});
