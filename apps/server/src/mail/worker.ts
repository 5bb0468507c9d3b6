import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { MailPayload } from '../db/schema/index.js';
import { claimDueMails, markFailed, markSent } from './outbox.js';
import type { MailAttachment, MailTransport } from './transport.js';

export interface MailWorker {
  /** Sends everything due now; tests call it to deliver mail deterministically. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** Builds the attachments a queued mail asks for (reports are made when the mail is sent). */
export type AttachmentBuilder = (payload: MailPayload) => Promise<MailAttachment[]>;

export function createMailWorker(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  pollMs: number,
  buildAttachments: AttachmentBuilder = async () => [],
): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueMails(db, 20);
      if (batch.length === 0) return sent;
      for (const row of batch) {
        try {
          const where = await transport.send(row.payload, await buildAttachments(row.payload));
          await markSent(db, row);
          sent++;
          log.info({ outboxId: row.id, to: row.payload.to, where }, 'mail sent');
        } catch (err) {
          log.warn({ outboxId: row.id, err }, 'mail failed; will retry');
          await markFailed(db, row, err instanceof Error ? err.message : String(err));
        }
      }
    }
  }

  function drain(): Promise<number> {
    running ??= sendDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    drain,
    start() {
      stopped = false;
      const tick = () => {
        drain()
          .catch((err) => log.error({ err }, 'mail worker tick failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, pollMs);
          });
      };
      timer = setTimeout(tick, pollMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
