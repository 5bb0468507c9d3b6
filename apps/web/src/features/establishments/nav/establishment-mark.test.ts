import { describe, expect, it } from 'vitest';
import { establishmentMark } from './establishment-mark';

describe('establishment status marks', () => {
  it('marks nothing while the establishment is open', () => {
    expect(establishmentMark({ status: 0, closed_on: null })).toBeNull();
  });

  it('marks a completion the contractor marked and the Government has not approved yet', () => {
    expect(establishmentMark({ status: 1, closed_on: null })).toEqual({ kind: 'completedByContractor' });
  });

  it('marks a completion approved by the Government with the date it closed', () => {
    expect(establishmentMark({ status: 1, closed_on: '2026-11-20' })).toEqual({
      kind: 'completedByGovt',
      on: '2026-11-20',
    });
  });

  it('marks a cancellation by the Government with its date', () => {
    expect(establishmentMark({ status: 2, closed_on: '2026-11-21' })).toEqual({
      kind: 'cancelledByGovt',
      on: '2026-11-21',
    });
  });
});
