import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from './client.js';

/**
 * Rows written into a table by one COPY, sent as they are made (issue 14: a wage register's thousand lines). One
 * COPY instead of an insert a part: PostgreSQL writes the rows while the next ones are still being computed, with
 * no statement to parse, no arrays to unnest and one run of the table's statement triggers (the audit), and it
 * batches the heap writes when no column has a volatile default to evaluate (give the id). docs/benchmarks.md,
 * 'Eighth round (2026-12-06, a later session)'.
 *
 * Only inside a transaction (a refusal halfway must leave nothing): the COPY runs on the transaction's connection,
 * which runs nothing else until `end` or `fail` has answered.
 */

/** A value of a row: text, a number, a boolean, null; anything else is written as its JSON. */
export type CopyValue = string | number | boolean | null | object;

export interface CopyWriter {
  /** Sends these rows (each in the columns' order) now. */
  write(rows: readonly (readonly CopyValue[])[]): void;
  /** Ends the COPY; resolves with the rows PostgreSQL wrote, or rejects with its error. */
  end(): Promise<number>;
  /** Abandons the COPY (PostgreSQL fails it, which aborts the transaction); resolves once it has. */
  fail(reason: string): Promise<void>;
}

/** The connection a transaction runs on (drizzle's node-postgres session keeps it as `client`). */
function connectionOf(tx: Tx): pg.ClientBase {
  const client = (tx as unknown as { session?: { client?: pg.ClientBase } }).session?.client;
  if (!client || typeof client.query !== 'function')
    throw new Error('COPY needs a node-postgres transaction');
  return client;
}

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY's text format: null as \N; a backslash, tab, newline or carriage return escaped. */
export function copyText(value: CopyValue): string {
  if (value === null) return '\\N';
  const text =
    typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ESCAPED[c]!) : text;
}

/** Starts `copy table (columns) from stdin` on the transaction's connection. */
export function copyRows(tx: Tx, table: string, columns: readonly string[]): CopyWriter {
  if (!/^[a-z_][a-z0-9_]*$/.test(table) || !columns.every((c) => /^[a-z_][a-z0-9_]*$/.test(c)))
    throw new Error('COPY names a table and columns by their plain names');
  const stream = connectionOf(tx).query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  // PostgreSQL's answer: the rows written, or its error (watched from the start, so never left unhandled).
  const answer = new Promise<number>((resolve, reject) => {
    stream.on('finish', () => resolve(stream.rowCount));
    stream.on('error', reject);
  });
  answer.catch(() => {});
  let ended = false;
  return {
    write(rows) {
      if (ended) throw new Error('A COPY ended is written no more');
      if (rows.length === 0) return;
      let text = '';
      for (const row of rows) {
        if (row.length !== columns.length)
          throw new Error(`A COPY row of ${row.length} values for ${columns.length} columns`);
        for (let i = 0; i < row.length; i++) text += (i === 0 ? '' : '\t') + copyText(row[i]!);
        text += '\n';
      }
      // Sent at once once PostgreSQL is ready for it (held in the stream until then).
      stream.write(text);
    },
    end() {
      if (!ended) stream.end();
      ended = true;
      return answer;
    },
    async fail(reason) {
      if (!ended) stream.destroy(new Error(reason));
      ended = true;
      await answer.catch(() => {});
    },
  };
}
