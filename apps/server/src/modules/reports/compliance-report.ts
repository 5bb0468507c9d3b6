import {
  COMMENT_CATEGORY_LABELS,
  dueStatus,
  ESTABLISHMENT_STATUS,
  type EstablishmentStatus,
  formatDate,
  formatDateTime,
  formatDueStatus,
  LAWS,
} from '@anupalan/shared';
import ExcelJS from 'exceljs';
import type { Executor } from '../../db/client.js';
import { openCommentsOfProject } from '../consultant-comments/index.js';
import {
  reportContractors,
  reportEstablishments,
  reportFindings,
  reportSubprojects,
} from './compliance-report.queries.js';

const STATUS_LABEL: Record<EstablishmentStatus, string> = {
  [ESTABLISHMENT_STATUS.open]: 'Open',
  [ESTABLISHMENT_STATUS.completionMarked]: 'Marked as complete',
  [ESTABLISHMENT_STATUS.cancelled]: 'Cancelled',
};
const dateOrBlank = (d: string | null) => (d ? formatDate(`${d}T00:00:00+05:30`) : '');

function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: { header: string; key: string; width: number }[],
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/**
 * The compliance report of a project: a summary per subproject and detail sheets of establishments,
 * contractors, violations and warnings, as the compliance engine last recorded them, and the consultant comments
 * still open (unresolved or reopened).
 */
export async function buildComplianceReport(
  db: Executor,
  project: { id: string; name: string },
): Promise<{ filename: string; buffer: Buffer }> {
  const [subs, establishments, contractors, violations, warnings, openComments] = await Promise.all([
    reportSubprojects(db, project.id),
    reportEstablishments(db, project.id),
    reportContractors(db, project.id),
    reportFindings(db, project.id, 'violation'),
    reportFindings(db, project.id, 'warning'),
    openCommentsOfProject(db, project.id),
  ]);
  const madeAt = new Date();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Anupalan';
  workbook.created = madeAt;

  const summary = addSheet(workbook, 'Summary', [
    { header: 'Subproject', key: 'name', width: 36 },
    { header: 'Location', key: 'location', width: 20 },
    { header: 'Status', key: 'status', width: 18 },
    { header: 'Contractors', key: 'contractors', width: 12 },
    { header: 'Establishments', key: 'establishments', width: 15 },
    { header: 'Violations', key: 'violations', width: 12 },
    { header: 'Warnings', key: 'warnings', width: 12 },
  ]);
  for (const s of subs) {
    summary.addRow({
      ...s,
      location: s.location ?? '',
      status: s.closedOn ? `Closed on ${dateOrBlank(s.closedOn)}` : 'Ongoing',
    });
  }
  summary.addRow({});
  summary.addRow({ name: `Project: ${project.name}` });
  summary.addRow({ name: `Generated on ${formatDateTime(new Date())} IST` });

  const est = addSheet(workbook, 'Establishments', [
    { header: 'Subproject', key: 'subproject', width: 30 },
    { header: 'Establishment', key: 'name', width: 30 },
    { header: 'Contractor', key: 'contractor', width: 30 },
    { header: 'State', key: 'state', width: 16 },
    { header: 'Status', key: 'status', width: 20 },
    { header: 'Closed on', key: 'closedOn', width: 12 },
    { header: 'Violations', key: 'violations', width: 12 },
    { header: 'Warnings', key: 'warnings', width: 12 },
  ]);
  for (const e of establishments) {
    est.addRow({
      ...e,
      state: e.state ?? '',
      status: STATUS_LABEL[e.status] ?? String(e.status),
      closedOn: dateOrBlank(e.closedOn),
    });
  }

  const con = addSheet(workbook, 'Contractors', [
    { header: 'Subproject', key: 'subproject', width: 30 },
    { header: 'Contractor', key: 'contractor', width: 30 },
    { header: 'Consultant', key: 'consultant', width: 30 },
    { header: 'Terminated on', key: 'terminatedOn', width: 14 },
  ]);
  for (const c of contractors) {
    con.addRow({ ...c, consultant: c.consultant ?? '', terminatedOn: dateOrBlank(c.terminatedOn) });
  }

  for (const [name, rows] of [
    ['Violations', violations],
    ['Warnings', warnings],
  ] as const) {
    const sheet = addSheet(workbook, name, [
      { header: 'Subproject', key: 'subproject', width: 30 },
      { header: 'Establishment', key: 'establishment', width: 30 },
      { header: 'Compliance id', key: 'complianceId', width: 28 },
      { header: 'Law', key: 'law', width: 16 },
      { header: 'Details', key: 'summary', width: 60 },
      { header: 'Citation', key: 'citation', width: 40 },
      { header: 'Due on', key: 'dueOn', width: 12 },
      { header: 'Status', key: 'status', width: 22 },
    ]);
    for (const r of rows) {
      sheet.addRow({
        ...r,
        law: LAWS.find((law) => law.id === r.lawId)?.code ?? r.lawId,
        dueOn: dateOrBlank(r.dueOn),
        // Where the due date stands on the day the report is made, in India.
        status: r.dueOn ? formatDueStatus(dueStatus(r.dueOn, madeAt)) : '',
      });
    }
  }

  const comments = addSheet(workbook, 'Open comments', [
    { header: 'Subproject', key: 'subproject', width: 30 },
    { header: 'Establishment', key: 'establishment', width: 30 },
    { header: 'Category', key: 'category', width: 20 },
    { header: 'Comment', key: 'comment', width: 60 },
    { header: 'Author', key: 'author', width: 36 },
    { header: 'Date', key: 'date', width: 20 },
    { header: 'Page', key: 'page', width: 60 },
  ]);
  for (const c of openComments) {
    comments.addRow({
      ...c,
      category: COMMENT_CATEGORY_LABELS[c.category],
      author: `${c.author} (${c.agency})`,
      date: formatDateTime(c.createdOn),
      page: c.url,
    });
  }

  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const safeName =
    project.name
      .replace(/[^\p{L}\p{N} ._-]/gu, '')
      .slice(0, 80)
      .trim() || 'project';
  const today = formatDate(new Date()).replaceAll('/', '-');
  return { filename: `Compliance report - ${safeName} - ${today}.xlsx`, buffer };
}
