import { afterEach, describe, expect, it, vi } from 'vitest';
import { INPUT_LIMITS } from '../domain/limits.js';
import { EMAIL_PATTERN, NAME_PATTERN, PHONE_PATTERN, SENTENCE_PATTERN } from '../validation/patterns.js';
import { contactUsValues, forgotPasswordRequest } from './auth.js';
import { fieldErrors } from './basics.js';
import { userEmailChange } from './common.js';
import { inviteConsultantValues, subprojectUserRequest } from './projects.js';

afterEach(() => vi.restoreAllMocks());

/** Whether one of our validation patterns ran on a text longer than `max` while `work` ran. */
function patternSawLongerThan(max: number, work: () => void): boolean {
  const ours = new Set<RegExp>([EMAIL_PATTERN, NAME_PATTERN, PHONE_PATTERN, SENTENCE_PATTERN]);
  const spies = [vi.spyOn(RegExp.prototype, 'test'), vi.spyOn(RegExp.prototype, 'exec')];
  work();
  return spies.some((spy) =>
    spy.mock.calls.some(
      ([t], i) => ours.has(spy.mock.contexts[i] as RegExp) && typeof t === 'string' && t.length > max,
    ),
  );
}

describe('request contracts cap every text before its pattern', () => {
  it("refuses the issue's forgot-password e-mail on its length, without running the pattern", () => {
    const hostile = { email: `a@${'a.'.repeat(200_000)}@`, captchaText: 'ABCD', captchaId: 'x' };
    let result: ReturnType<typeof forgotPasswordRequest.safeParse> | undefined;
    expect(
      patternSawLongerThan(INPUT_LIMITS.email, () => (result = forgotPasswordRequest.safeParse(hostile))),
    ).toBe(false);
    expect(fieldErrors(result!.error!)).toEqual({
      email: `Must be at most ${INPUT_LIMITS.email} characters`,
    });
  });

  it('refuses a 120 KB contact-us description on its length', () => {
    const values = {
      name: 'Ravi',
      orgName: 'PWD',
      mobileNo: '9845098450',
      email: 'ravi@x.in',
      desc: 'a'.repeat(120_000),
    };
    let result: ReturnType<typeof contactUsValues.safeParse> | undefined;
    expect(
      patternSawLongerThan(INPUT_LIMITS.textarea, () => (result = contactUsValues.safeParse(values))),
    ).toBe(false);
    expect(fieldErrors(result!.error!)).toEqual({
      desc: `Must be at most ${INPUT_LIMITS.textarea} characters`,
    });
  });

  it('caps names, e-mails and phone numbers of the other contracts', () => {
    const long = 'a'.repeat(10_000);
    expect(
      userEmailChange.safeParse({
        user: { id: 'b7c9e0b2-5b4e-4c43-9d55-0c5d0d3e8f11', email_address: `${long}@x.in` },
      }).success,
    ).toBe(false);
    expect(
      subprojectUserRequest.safeParse({ values: { users: { body: { name: long }, email: 'a@x.in' } } })
        .success,
    ).toBe(false);
    const invite = inviteConsultantValues.safeParse({
      agencies: { body: { name: long } },
      users: { email_address: 'a@x.in', body: { name: 'A' } },
      subproject_users: { subproject_id: 'b7c9e0b2-5b4e-4c43-9d55-0c5d0d3e8f11' },
    });
    expect(fieldErrors(invite.error!)['agencies.body.name']).toBe('Must be at most 150 characters');
    expect(
      contactUsValues.safeParse({ name: 'R', orgName: 'P', mobileNo: '0821-2456', email: 'r@x.in' }).success,
    ).toBe(false);
  });

  it('still accepts ordinary values, trimmed and lower-cased', () => {
    const ok = forgotPasswordRequest.parse({
      email: '  Govt@Demo.Anupalan.in ',
      captchaText: 'ABCD',
      captchaId: 'x',
    });
    expect(ok.email).toBe('govt@demo.anupalan.in');
    expect(
      contactUsValues.parse({
        name: 'Ravi',
        orgName: 'PWD',
        mobileNo: '9845098450',
        email: 'r@x.in',
        desc: 'Need help: the invite (sent 5/11) never came; please resend!',
      }).desc,
    ).toMatch(/^Need help/);
  });
});
