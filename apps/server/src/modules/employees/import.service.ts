import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_MAX_PROBLEMS,
  type EmployeeImportResult,
  employeeSchema,
  type FieldSchema,
  type FormValues,
  type ImportColumn,
  type ImportRowProblem,
  istDateKey,
  MASKED_AADHAAR_PATTERN,
  pickSchemaValues,
  setPath,
  validateForm,
} from '@anupalan/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { employees } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { type AadhaarKeys, aadhaarKeys, storeAadhaar } from '../../lib/aadhaar-crypto.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { establishmentForWrite } from '../scope/index.js';
import {
  AADHAAR_TAKEN_MESSAGE,
  CODE_TAKEN_MESSAGE,
  type EmployeeFormValues,
  employeeFormValues,
  FULL_AADHAAR_MESSAGE,
  recordProblems,
} from './employees.service.js';
import { EMPTY_FILE_MESSAGE, readSheet, type SheetRows } from './import-file.js';

/** Rows a statement: 2,000 rows are about 1 MB of JSON. */
const INSERT_CHUNK = 2000;
const TITLE_OF = new Map(EMPLOYEE_IMPORT_COLUMNS.map((c) => [c.colName, c.title]));
const headerKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const BY_HEADER = new Map(
  EMPLOYEE_IMPORT_COLUMNS.flatMap((c) => [
    [headerKey(c.title), c],
    [headerKey(c.colName), c],
  ]),
);

/** Which column of the file fills which field; a header the sample does not have, or lacks, is a problem. */
function matchHeader(header: string[], problems: ImportRowProblem[]) {
  const matched: { index: number; column: ImportColumn }[] = [];
  const seen = new Set<string>();
  header.forEach((text, index) => {
    if (text.trim() === '') return;
    const column = BY_HEADER.get(headerKey(text));
    if (!column)
      problems.push({ row: 1, column: text.trim().slice(0, 60), message: 'Not a column of the sample' });
    else if (seen.has(column.colName))
      problems.push({ row: 1, column: column.title, message: 'This column appears twice' });
    else {
      seen.add(column.colName);
      matched.push({ index, column });
    }
  });
  for (const c of EMPLOYEE_IMPORT_COLUMNS)
    if (c.field.validations?.isRequired?.enabled && !seen.has(c.colName))
      problems.push({ row: 1, column: c.title, message: 'This column of the sample is missing' });
  return matched;
}

const pad = (n: string) => n.padStart(2, '0');

/** A cell as the form would hold it: a date typed DD/MM/YYYY as yyyy-mm-dd, an option by its label or value. */
function cellValue(field: FieldSchema, text: string): string {
  if (field.type === 'date-simple') {
    const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
    return m ? `${m[3]}-${pad(m[2]!)}-${pad(m[1]!)}` : text;
  }
  const options = field.dropdownArray;
  if (options) {
    const key = text.toLowerCase();
    const option = options.find(
      (o) => o.label.toLowerCase() === key || String(o.value).toLowerCase() === key,
    );
    return option ? String(option.value) : text;
  }
  return text;
}

interface JudgedRow {
  row: number;
  values: EmployeeFormValues;
  aadhaar: ReturnType<typeof storeAadhaar> | null;
}

/**
 * One row judged exactly as the employee form's save judges a new worker: the shared engine's rules of
 * employeeSchema for the caller's role, the typed values, then the server's own rules of the record.
 */
function judgeRow(
  cells: string[],
  columns: { index: number; column: ImportColumn }[],
  context: { role: AuthContext['role']; commencement: string | null; today: string; keys: AadhaarKeys },
):
  | { ok: true; values: EmployeeFormValues; aadhaar: JudgedRow['aadhaar'] }
  | { ok: false; errors: Record<string, string> } {
  let values: FormValues = {};
  for (const { index, column } of columns) {
    const text = (cells[index] ?? '').trim();
    if (text !== '') values = setPath(values, column.colName, cellValue(column.field, text));
  }
  const ctx = { role: context.role, isEdit: false };
  const errors = validateForm(employeeSchema, values, ctx);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = employeeFormValues.safeParse(pickSchemaValues(employeeSchema, values, ctx));
  if (!parsed.success)
    return {
      ok: false,
      errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])),
    };
  const problems = recordProblems(parsed.data, context.commencement, context.today);
  const given = parsed.data.aadhaar?.trim();
  if (given && MASKED_AADHAAR_PATTERN.test(given)) problems.aadhaar = FULL_AADHAAR_MESSAGE;
  if (Object.keys(problems).length > 0) return { ok: false, errors: problems };
  return { ok: true, values: parsed.data, aadhaar: given ? storeAadhaar(context.keys, given) : null };
}

/** Codes and Aadhaar hashes the establishment already holds, among those of the file (two statements). */
async function takenInEstablishment(tx: Tx, establishmentId: string, judged: JudgedRow[]) {
  const codes = judged.map((j) => j.values.employee_code.trim());
  const hashes = judged.flatMap((j) => (j.aadhaar ? [j.aadhaar.aadhaarHash] : []));
  const list = (values: string[]) =>
    sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
  // One after another: a transaction is one connection (node-postgres warns it will refuse queries sent at once).
  const takenCodes = await tx
    .select({ v: employees.employeeCode })
    .from(employees)
    .where(and(eq(employees.establishmentId, establishmentId), inArray(employees.employeeCode, list(codes))));
  const takenHashes =
    hashes.length === 0
      ? []
      : await tx
          .select({ v: sql<string>`${employees.aadhaarHash}` })
          .from(employees)
          .where(
            and(eq(employees.establishmentId, establishmentId), inArray(employees.aadhaarHash, list(hashes))),
          );
  return { codes: new Set(takenCodes.map((r) => r.v)), hashes: new Set(takenHashes.map((r) => r.v)) };
}

/** Duplicates within the file (the later row names the first) and against the establishment's workers. */
function duplicates(judged: JudgedRow[], taken: { codes: Set<string>; hashes: Set<string> }) {
  const problems: ImportRowProblem[] = [];
  const codeRow = new Map<string, number>();
  const hashRow = new Map<string, number>();
  for (const j of judged) {
    const code = j.values.employee_code.trim();
    const codeTitle = TITLE_OF.get('employee_code')!;
    if (taken.codes.has(code)) problems.push({ row: j.row, column: codeTitle, message: CODE_TAKEN_MESSAGE });
    else if (codeRow.has(code))
      problems.push({
        row: j.row,
        column: codeTitle,
        message: `The same employee code as row ${codeRow.get(code)}`,
      });
    else codeRow.set(code, j.row);
    const hash = j.aadhaar?.aadhaarHash;
    if (!hash) continue;
    const aadhaarTitle = TITLE_OF.get('aadhaar')!;
    if (taken.hashes.has(hash))
      problems.push({ row: j.row, column: aadhaarTitle, message: AADHAAR_TAKEN_MESSAGE });
    else if (hashRow.has(hash))
      problems.push({
        row: j.row,
        column: aadhaarTitle,
        message: `The same Aadhaar number as row ${hashRow.get(hash)}`,
      });
    else hashRow.set(hash, j.row);
  }
  return problems;
}

function refuse(problems: ImportRowProblem[]): never {
  const order = new Map(EMPLOYEE_IMPORT_COLUMNS.map((c, i) => [c.title, i]));
  problems.sort((a, b) => a.row - b.row || (order.get(a.column) ?? -1) - (order.get(b.column) ?? -1));
  const rows = new Set(problems.map((p) => p.row)).size;
  const listed = problems.slice(0, EMPLOYEE_IMPORT_MAX_PROBLEMS);
  const more =
    problems.length > listed.length
      ? ` The first ${listed.length.toLocaleString('en-IN')} of ${problems.length.toLocaleString('en-IN')} problems are listed.`
      : '';
  throw new AppError(
    400,
    'CSV_INVALID',
    `${rows.toLocaleString('en-IN')} row${rows === 1 ? '' : 's'} of the file ${rows === 1 ? 'has' : 'have'} problems, so no employee was added. Correct ${rows === 1 ? 'it' : 'them'} and upload the file again.${more}`,
    undefined,
    listed,
  );
}

/** A judged row as the insert reads it (snake_case, as jsonb_to_recordset names the columns). */
function storedRow(j: JudgedRow) {
  const v = j.values;
  return {
    employee_code: v.employee_code.trim(),
    name: v.name.trim(),
    surname: v.surname?.trim() || null,
    date_of_birth: v.date_of_birth,
    date_of_joining: v.date_of_joining,
    designation: v.designation.trim(),
    skill_category: v.skill_category,
    exit_date: v.exit_date ?? null,
    body: v.body,
    aadhaar_cipher: j.aadhaar?.aadhaarCipher ?? null,
    aadhaar_last4: j.aadhaar?.aadhaarLast4 ?? null,
    aadhaar_hash: j.aadhaar?.aadhaarHash ?? null,
  };
}

/**
 * Adds judged rows as the contractor's own workers: one multi-row INSERT per chunk, the rows sent as one jsonb
 * parameter (binding 13 parameters a row cost more than PostgreSQL's reading of the JSON).
 */
async function insertRows(tx: Tx, establishmentId: string, userId: string, rows: JudgedRow[]) {
  const json = JSON.stringify(rows.map(storedRow));
  await tx.execute(sql`insert into ${employees} (establishment_id, subcontractor_agency_id, employee_code, name,
      surname, date_of_birth, date_of_joining, designation, skill_category, exit_date, body, aadhaar_cipher,
      aadhaar_last4, aadhaar_hash, created_by)
    select ${establishmentId}::uuid, null, r.employee_code, r.name, r.surname, r.date_of_birth, r.date_of_joining,
      r.designation, r.skill_category, r.exit_date, coalesce(r.body, '{}'::jsonb), r.aadhaar_cipher, r.aadhaar_last4,
      r.aadhaar_hash, ${userId}::uuid
    from jsonb_to_recordset(${json}::jsonb) as r(employee_code text, name text, surname text, date_of_birth date,
      date_of_joining date, designation text, skill_category text, exit_date date, body jsonb, aadhaar_cipher text,
      aadhaar_last4 text, aadhaar_hash text)`);
}

/**
 * The contractor's import of a file of workers (upload-csv): every row judged by the form's rules, every
 * problem of every row listed (400 CSV_INVALID, nothing written), else all rows added in one transaction by
 * multi-row inserts of 2,000 rows each.
 */
export async function importEmployees(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  file: { name: string; data: Buffer },
): Promise<EmployeeImportResult> {
  const sheet: SheetRows = await readSheet(file.name, file.data);
  const problems: ImportRowProblem[] = [];
  const columns = matchHeader(sheet.header, problems);
  if (problems.length > 0) refuse(problems);
  if (sheet.rows.length === 0) throw badRequest(EMPTY_FILE_MESSAGE, 'FILE_EMPTY');
  const today = istDateKey();
  const keys = aadhaarKeys(deps.config);
  return inTransaction(deps.db, auth, async (tx) => {
    const found = await establishmentForWrite(tx, auth, establishmentId, { ownerContractor: true });
    const estId = found.establishment.id;
    const context = { role: auth.role, commencement: found.establishment.commencementDate, today, keys };
    const judged: JudgedRow[] = [];
    for (const { row, cells } of sheet.rows) {
      const result = judgeRow(cells, columns, context);
      if (result.ok) judged.push({ row, values: result.values, aadhaar: result.aadhaar });
      else
        for (const [col, message] of Object.entries(result.errors))
          problems.push({ row, column: TITLE_OF.get(col) ?? col, message });
    }
    problems.push(...duplicates(judged, await takenInEstablishment(tx, estId, judged)));
    if (problems.length > 0) refuse(problems);
    for (let i = 0; i < judged.length; i += INSERT_CHUNK)
      await insertRows(tx, estId, auth.userId, judged.slice(i, i + INSERT_CHUNK));
    const n = judged.length;
    return {
      message: `${n.toLocaleString('en-IN')} employee${n === 1 ? '' : 's'} added successfully`,
      count: n,
    };
  });
}
