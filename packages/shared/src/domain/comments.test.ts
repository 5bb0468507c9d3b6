import { describe, expect, it } from 'vitest';
import { commentPageOf } from './comments.js';

const P = '00000000-0000-4000-8000-000000000101';
const S = '00000000-0000-4000-8000-000000000201';
const E = '00000000-0000-4000-8000-000000000301';
const page = (rest: string) => `/projects/${P}/subprojects/${S}/establishments/${E}/${rest}`;

describe('comment category by path segment (spec part 1, section 3)', () => {
  it.each([
    ['employeeRegisters', 'employeeRegister'],
    ['subcontractors/add', 'subcontractors'],
    ['details', 'establishmentInfo'],
    [`requirements/${E}`, 'establishmentInfo'],
    ['wageRegisters', 'wageRegister'],
    ['attendanceRegisters', 'attendanceRegister'],
    ['incidents/workplace', 'incidents'],
    ['returns', 'returns'],
  ])('%s is %s', (rest, category) => {
    expect(commentPageOf(page(rest))).toEqual({
      projectId: P,
      subprojectId: S,
      establishmentId: E,
      segment: rest.split('/')[0],
      category,
    });
  });

  it.each([
    page('complianceDashboard'),
    page('constructor'),
    page('__proto__'),
    `${page('details')}?isComment=true`,
    `https://example.in${page('details')}`,
    `/projects/${P}/subprojects/${S}/details`,
    `${page('details')}/../../x`,
  ])('%s takes no comments', (url) => {
    expect(commentPageOf(url)).toBeNull();
  });
});
