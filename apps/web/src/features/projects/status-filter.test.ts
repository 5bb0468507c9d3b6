import { describe, expect, it } from 'vitest';
import { statusFrom, toStatus, withStatus } from './status-filter';

describe('the project status filter', () => {
  it('is All by default and for anything it does not know', () => {
    expect(statusFrom(new URLSearchParams())).toBe('all');
    expect(statusFrom(new URLSearchParams('status=archived'))).toBe('all');
    expect(toStatus(null)).toBe('all');
  });

  it('reads Active, Closed (completed) and Deleted from the address', () => {
    expect(statusFrom(new URLSearchParams('status=active'))).toBe('active');
    expect(statusFrom(new URLSearchParams('status=completed'))).toBe('completed');
    expect(statusFrom(new URLSearchParams('status=deleted'))).toBe('deleted');
  });

  it('keeps the default out of the address and other parameters in it', () => {
    const search = new URLSearchParams('status=deleted&tab=x');
    expect(withStatus(search, 'all').toString()).toBe('tab=x');
    expect(withStatus(search, 'completed').toString()).toBe('status=completed&tab=x');
    expect(search.toString()).toBe('status=deleted&tab=x');
  });
});
