import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-form';
import { resetSessionExpiry } from '../../../test/reset-session';
import type { DashboardPlace } from '../context';
import { ComplianceDashboard } from './dashboard/ComplianceDashboard';
import { LawPage } from './law-page/LawPage';
import { LawItems } from './laws/LawItems';
import { LawTable } from './laws/LawTable';
import { OverviewPage } from './overview/OverviewPage';

const PROJECT = '00000000-0000-4000-8000-000000000101';
const SUBPROJECT = '00000000-0000-4000-8000-000000000201';
const EST = '00000000-0000-4000-8000-000000000301';
const place: DashboardPlace = {
  ref: { projectId: PROJECT, subprojectId: SUBPROJECT },
  establishment: { id: EST, name: 'Ring Road camp' },
  trail: [{ label: 'Projects', to: '/projects' }],
};
const base = `/api/subprojects/${SUBPROJECT}/compliances`;

let api: FakeApi;
beforeEach(() => {
  resetSessionExpiry();
  api = createFakeApi();
  api.reply('GET /api/get-user', 401, { message: 'Please log in', code: 'UNAUTHENTICATED' });
  vi.stubGlobal('fetch', api.fetch);
  // 11:00 in India on 25 November 2026.
  vi.useFakeTimers({ now: new Date('2026-11-25T05:30:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const types = (setup: [number, number], periodic: [number, number] = [0, 0]) => [
  { type: 'Setup', violations: setup[0], warnings: setup[1] },
  { type: 'Periodic', violations: periodic[0], warnings: periodic[1] },
  { type: 'Incident', violations: 0, warnings: 0 },
];

describe('the compliance dashboard', () => {
  beforeEach(() => {
    api.reply(`GET /api/establishments/${EST}/compliancelastUpdated`, 200, {
      lastUpdatedOn: '2026-11-25T00:30:12.000Z',
    });
  });

  it('sums violations and warnings, links each type, and says when the data was last updated', async () => {
    api.reply(`GET ${base}/compliance-types`, 200, types([2, 1], [1, 0]));
    api.reply(`GET /api/establishments/${EST}/consultant-comments/stats`, 200, {
      categories: [{ category: 'establishmentInfo', total: 3, resolved: 1, unresolved: 2 }],
      total: 3,
      resolved: 1,
      unresolved: 2,
    });
    renderPage(<ComplianceDashboard place={place} />);
    expect(await screen.findByText('The data is updated automatically every morning.')).toBeTruthy();
    expect((await screen.findByTestId('last-updated')).textContent).toBe(
      'Last updated on 25/11/2026 06:00 AM',
    );
    const setup = await screen.findByRole('link', { name: 'Setup compliances' });
    expect(setup.getAttribute('href')).toBe(
      `/projects/${PROJECT}/subprojects/${SUBPROJECT}/establishments/${EST}/complianceDashboard/Setup`,
    );
    expect(within(setup).getByText('2 violations')).toBeTruthy();
    expect(within(setup).getByText('1 warning')).toBeTruthy();
    // The summary: 3 violations, 1 warning, 2 unresolved comments.
    const figure = (name: string) => screen.findByRole('group', { name });
    expect(within(await figure('Violations')).getByText('3')).toBeTruthy();
    expect(within(await figure('Warnings')).getByText('1')).toBeTruthy();
    expect(await within(await figure('Unresolved comments')).findByText('2')).toBeTruthy();
    const info = await screen.findByRole('link', { name: 'Establishment Info' });
    expect(info.getAttribute('href')).toContain(
      `/establishments/${EST}/complianceDashboard/comments/establishmentInfo`,
    );
    const requested = api.requests.find((r) => r.path === `${base}/compliance-types`);
    expect(requested).toBeTruthy();
  });

  it("says 'No warnings and violations' and, without the comments call, that comments are not available, never 0", async () => {
    api.reply(`GET ${base}/compliance-types`, 200, types([0, 0]));
    renderPage(<ComplianceDashboard place={place} />);
    expect(await screen.findByText('No warnings and violations')).toBeTruthy();
    expect((await screen.findAllByText('Comments are not available yet')).length).toBe(2);
    const comments = screen.getByRole('group', { name: 'Unresolved comments' });
    expect(within(comments).getByText('Comments are not available yet')).toBeTruthy();
    expect(within(comments).queryByText('0')).toBeNull();
  });

  it('sends the establishment as establishment_list', async () => {
    api.reply(`GET ${base}/compliance-types`, 200, types([0, 0]));
    renderPage(<ComplianceDashboard place={place} />);
    await screen.findByText('No warnings and violations');
    const call = api.fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === `${base}/compliance-types`);
    expect(call?.searchParams.get('establishment_list')).toBe(EST);
  });
});

describe('the law-wise table', () => {
  it('shows Code, Law, Warnings, Violations with each law linking to its items', async () => {
    api.reply(`GET ${base}/Setup`, 200, [
      {
        lawId: 'CLRA',
        code: 'CLRA',
        law: 'Contract Labour (Regulation and Abolition) Act, 1970',
        violations: 2,
        warnings: 1,
      },
    ]);
    renderPage(<LawTable place={place} type="Setup" />);
    const table = await screen.findByRole('table', { name: 'Setup compliances' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Code', 'Law', 'Warnings', 'Violations']);
    expect(within(table).getByRole('link', { name: 'CLRA' }).getAttribute('href')).toMatch(
      /complianceDashboard\/Setup\/CLRA$/,
    );
  });

  it("says 'No warnings and violations' for a type without items, and refuses an unknown type", async () => {
    api.reply(`GET ${base}/Incident`, 200, []);
    const view = renderPage(<LawTable place={place} type="Incident" />);
    expect(await screen.findByText('No warnings and violations')).toBeTruthy();
    view.unmount();
    renderPage(<LawTable place={place} type="Monthly" />);
    expect(await screen.findByText('No such type of compliance')).toBeTruthy();
  });
});

const item = (over: Record<string, unknown>) => ({
  id: '00000000-0000-4000-8000-000000000401',
  establishmentId: EST,
  establishmentName: 'Ring Road camp',
  severity: 'violation',
  dueOn: '2026-11-15',
  status: 'Overdue by 10 Day(s)',
  daysOverdue: 10,
  details: 'No labour licence is recorded for 45 contract workers.',
  citation: 'CLRA s.12; Central Rules r.21',
  correctiveUrl: `establishments/${EST}/details?tab=requirements`,
  followable: true,
  ...over,
});

describe('the items of a law', () => {
  it('groups by compliance id, shows the status of each due date, and links to the corrective page', async () => {
    api.reply(`GET ${base}/Setup/CLRA`, 200, {
      type: 'Setup',
      law: { id: 'CLRA', code: 'CLRA', name: 'Contract Labour (Regulation and Abolition) Act, 1970' },
      groups: [
        { complianceId: 'CLRA-LICENCE', citation: 'CLRA s.12', items: [item({})] },
        {
          complianceId: 'CLRA-LICENCE-EXPIRING',
          citation: 'CLRA s.13',
          items: [
            item({
              id: '00000000-0000-4000-8000-000000000402',
              severity: 'warning',
              dueOn: '2026-11-30',
              details: 'Expires soon',
            }),
            item({
              id: '00000000-0000-4000-8000-000000000403',
              severity: 'warning',
              dueOn: '2026-11-25',
              details: 'Expires today',
            }),
          ],
        },
      ],
    });
    renderPage(<LawItems place={place} type="Setup" lawId="CLRA" />);
    expect(await screen.findByRole('heading', { name: 'CLRA-LICENCE' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'CLRA-LICENCE-EXPIRING' })).toBeTruthy();
    expect(screen.getByText('Overdue by 10 Day(s)')).toBeTruthy();
    expect(screen.getByText('Due in 5 Day(s)')).toBeTruthy();
    expect(screen.getByText('Due Today')).toBeTruthy();
    expect(screen.getByText('Due on 15/11/2026')).toBeTruthy();
    const link = screen.getByText('No labour licence is recorded for 45 contract workers.').closest('a');
    expect(link?.getAttribute('href')).toBe(
      `/projects/${PROJECT}/subprojects/${SUBPROJECT}/establishments/${EST}/details?tab=requirements`,
    );
  });

  it('an item the caller may not follow is no link and says whose it is', async () => {
    api.reply(`GET ${base}/Periodic/MW`, 200, {
      type: 'Periodic',
      law: { id: 'MW', code: 'MW Act', name: 'Minimum Wages Act, 1948' },
      groups: [
        {
          complianceId: 'MW-REGISTER',
          citation: 'MW r.26',
          items: [
            item({
              correctiveUrl: `establishments/${EST}/wageRegisters`,
              followable: false,
              details: 'Wage register',
            }),
          ],
        },
      ],
    });
    renderPage(<LawItems place={place} type="Periodic" lawId="MW" />);
    const details = await screen.findByText('Wage register');
    expect(details.closest('a')).toBeNull();
    expect(screen.getByText('Only the contractor can put this right.')).toBeTruthy();
  });

  it("says 'No warnings and violations' when the law has none", async () => {
    api.reply(`GET ${base}/Incident/ECA`, 200, {
      type: 'Incident',
      law: { id: 'ECA', code: 'EC Act', name: "Employees' Compensation Act, 1923" },
      groups: [],
    });
    renderPage(<LawItems place={place} type="Incident" lawId="ECA" />);
    expect(await screen.findByText('No warnings and violations')).toBeTruthy();
  });
});

const lawBody = {
  laws: [
    { id: 'CLRA', code: 'CLRA', name: 'Contract Labour (Regulation and Abolition) Act, 1970' },
    { id: 'BOCW', code: 'BOCW', name: "Building and Other Construction Workers' (RECS) Act, 1996" },
  ],
  rules: [
    {
      id: 'CLRA-LICENCE-MISSING',
      title: 'Labour licence for the contract workers employed',
      complianceType: 'Setup',
      description: 'A contractor employing the threshold number of contract workers holds a licence.',
      parameters: ['clra.threshold'],
      unconfirmed: false,
      versions: [
        {
          lawId: 'CLRA',
          citation: 'CLRA s.12',
          effectiveFrom: '1970-09-05',
          effectiveTo: '2025-11-20',
          states: 'all',
          detailsTemplate: 'No licence',
          correctiveUrlTemplate: 'x',
          current: false,
        },
        {
          lawId: 'CLRA',
          citation: 'OSH Code s.119',
          effectiveFrom: '2025-11-21',
          effectiveTo: null,
          states: 'all',
          detailsTemplate: 'No licence',
          correctiveUrlTemplate: 'x',
          current: true,
        },
      ],
      flagged: { establishments: 3, violations: 3, warnings: 0 },
    },
    {
      id: 'BOCW-REGISTRATION',
      title: 'BOCW registration within 60 days',
      complianceType: 'Setup',
      description: 'Register the establishment.',
      parameters: [],
      unconfirmed: true,
      versions: [
        {
          lawId: 'BOCW',
          citation: 'BOCW s.7',
          effectiveFrom: '1996-08-19',
          effectiveTo: null,
          states: ['Karnataka'],
          detailsTemplate: 'Not registered',
          correctiveUrlTemplate: 'x',
          current: true,
        },
      ],
      flagged: { establishments: 0, violations: 0, warnings: 0 },
    },
  ],
  parameters: [
    {
      id: 'clra.threshold',
      description: 'Contract workers from which the licence is needed',
      unit: 'workers',
      values: [
        { from: '1970-09-05', value: 20, reference: null },
        {
          from: '2025-11-21',
          value: 50,
          reference: {
            title: 'OSH Code commencement',
            href: 'https://egazette.gov.in/x',
            notification: 'S.O. 5323(E)',
          },
        },
      ],
      stateValues: { Karnataka: [{ from: '2025-11-21', value: 50, reference: null }] },
      references: [{ title: 'CLRA s.1(4)', href: null, notification: null }],
      unconfirmed: false,
      currentValue: 50,
    },
  ],
  lastMorningRun: '2026-11-25T00:31:00.000Z',
};

describe('the Law page', () => {
  it('lists every rule by law with citation, versions, parameters with dated and state values, and what it flags', async () => {
    api.reply('GET /api/law', 200, lawBody);
    renderPage(<LawPage />);
    expect(await screen.findByText('Last checked every establishment on 25/11/2026 06:01 AM')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'CLRA: Contract Labour (Regulation and Abolition) Act, 1970' }),
    ).toBeTruthy();
    expect(screen.getByText('Flags 3 establishments')).toBeTruthy();
    expect(screen.getByText('Flags 0 establishments')).toBeTruthy();
    expect(screen.getByText('Awaiting the primary text')).toBeTruthy();
    fireEvent.click(screen.getByText('Labour licence for the contract workers employed'));
    expect((await screen.findAllByText('05/09/1970')).length).toBe(2); // the rule's first version and the parameter's first value
    expect(screen.getAllByText('21/11/2025').length).toBeGreaterThan(0);
    expect(screen.getByText('In force today: 50 workers')).toBeTruthy();
    expect(screen.getByText('In Karnataka')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'OSH Code commencement (S.O. 5323(E))' }).getAttribute('href'),
    ).toBe('https://egazette.gov.in/x');
  });

  it('narrows the rules by the text searched', async () => {
    api.reply('GET /api/law', 200, lawBody);
    renderPage(<LawPage />);
    fireEvent.change(await screen.findByLabelText('Search'), { target: { value: 'bocw s.7' } });
    expect(screen.queryByText('Labour licence for the contract workers employed')).toBeNull();
    expect(screen.getByText('BOCW registration within 60 days')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No rule matches.')).toBeTruthy();
  });
});

describe("the Government's overview", () => {
  it('shows totals and ranks contractors and establishments, each establishment linking to its dashboard', async () => {
    api.reply('GET /api/compliance/overview', 200, {
      totals: { violations: 7, warnings: 2 },
      contractors: [
        {
          agencyId: '00000000-0000-4000-8000-0000000000c1',
          name: 'Shree Ganesh Constructions',
          establishments: 2,
          violations: 7,
          warnings: 2,
        },
      ],
      establishments: [
        {
          id: EST,
          name: 'Ring Road camp',
          projectId: PROJECT,
          subprojectId: SUBPROJECT,
          subprojectName: 'Package 1',
          contractorName: 'Shree Ganesh Constructions',
          violations: 5,
          warnings: 1,
        },
      ],
      trend: [],
    });
    renderPage(<OverviewPage />);
    expect((await screen.findAllByText('Shree Ganesh Constructions', { selector: 'td' })).length).toBe(2);
    expect(screen.getByText('The morning check has not run yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ring Road camp' }).getAttribute('href')).toBe(
      `/projects/${PROJECT}/subprojects/${SUBPROJECT}/establishments/${EST}/complianceDashboard`,
    );
  });
});
