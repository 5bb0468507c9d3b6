import { once } from 'node:events';
import type pg from 'pg';

/** What `pg` gives a submittable query: the connection's protocol writer and its socket. */
interface Connection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableNeedDrain?: boolean };
}

/**
 * `COPY <table> (<columns>) FROM STDIN` on one client with the rows as PostgreSQL's text format (tab-separated,
 * `\N` for null, one row a line), given as pieces of text: what the large data set writes its millions of
 * attendance entries with (a pg "submittable": the driver hands it the connection for the copy sub-protocol).
 * The pieces are sent as the socket drains, so memory stays at one piece. Resolves with the rows copied.
 */
export function copyRows(client: pg.PoolClient | pg.Client, statement: string, pieces: Iterable<string>) {
  return new Promise<number>((resolve, reject) => {
    let failed: Error | null = null;
    let rows = 0;
    const submittable = {
      submit(connection: Connection) {
        connection.query(statement);
      },
      handleCopyInResponse(connection: Connection) {
        (async () => {
          for (const piece of pieces) {
            if (failed) return;
            connection.sendCopyFromChunk(Buffer.from(piece, 'utf8'));
            if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
          }
          connection.endCopyFrom();
        })().catch((err: Error) => {
          failed = err;
          connection.sendCopyFail(err.message);
        });
      },
      handleCommandComplete(message: { text?: string }) {
        rows = Number(/(\d+)$/.exec(message.text ?? '')?.[1] ?? 0);
      },
      handleReadyForQuery() {
        if (failed) reject(failed);
        else resolve(rows);
      },
      handleError(err: Error) {
        failed = err;
        reject(err);
      },
      handleRowDescription() {},
      handleDataRow() {},
      handleEmptyQuery() {},
      handlePortalSuspended() {},
      handleCopyData() {},
    };
    client.query(submittable as unknown as pg.QueryConfig);
  });
}
