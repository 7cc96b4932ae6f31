import { statement, type SqliteDatabase } from '../storage/persistence/sqlite/sqlite-database';
import { SendStore, deliveryFigures, type DeliveryOutcome, type SendChannel, type SendRecord, type SendSummary } from './send-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS subscription_sends (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  due_at INTEGER NOT NULL,
  state TEXT NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS subscription_sends_due ON subscription_sends (due_at) WHERE state = 'waiting';
CREATE INDEX IF NOT EXISTS subscription_sends_by_school ON subscription_sends (organization_id, due_at DESC);
CREATE INDEX IF NOT EXISTS subscription_sends_by_time ON subscription_sends (due_at);
CREATE TABLE IF NOT EXISTS subscription_deliveries (
  send_id TEXT NOT NULL,
  recipient TEXT NOT NULL,
  channel TEXT NOT NULL,
  state TEXT NOT NULL,
  tries INTEGER NOT NULL,
  retry_at INTEGER,
  problem TEXT,
  PRIMARY KEY (send_id, recipient, channel)
);
`;

/** Sends and deliveries in the embedded database. */
export class SqliteSendStore extends SendStore {
  constructor(private readonly db: SqliteDatabase) {
    super();
    db.exec(SCHEMA);
  }

  async add(send: SendRecord): Promise<boolean> {
    return (
      statement(this.db, 'INSERT INTO subscription_sends (id, organization_id, due_at, state, record) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING').run(
        send.id,
        send.organizationId,
        send.dueAt,
        send.state,
        JSON.stringify(send),
      ).changes > 0
    );
  }

  async due(now: number, limit: number): Promise<SendRecord[]> {
    const rows = statement(this.db, "SELECT record FROM subscription_sends WHERE state = 'waiting' AND due_at <= ? ORDER BY due_at, id LIMIT ?").all(now, limit) as { record: string }[];
    return rows.map((row) => JSON.parse(row.record) as SendRecord);
  }

  async claim(sendId: string, recipient: string, channel: SendChannel, now: number): Promise<boolean> {
    return (
      statement(
        this.db,
        `INSERT INTO subscription_deliveries (send_id, recipient, channel, state, tries) VALUES (?, ?, ?, 'sending', 1)
         ON CONFLICT (send_id, recipient, channel) DO UPDATE SET state = 'sending', tries = tries + 1, retry_at = NULL
         WHERE subscription_deliveries.state = 'failed' AND subscription_deliveries.retry_at IS NOT NULL AND subscription_deliveries.retry_at <= ?`,
      ).run(sendId, recipient, channel, now).changes > 0
    );
  }

  async tries(sendId: string, recipient: string, channel: SendChannel): Promise<number> {
    return (statement(this.db, 'SELECT tries FROM subscription_deliveries WHERE send_id = ? AND recipient = ? AND channel = ?').pluck().get(sendId, recipient, channel) as number | undefined) ?? 0;
  }

  async settle(sendId: string, recipient: string, channel: SendChannel, outcome: DeliveryOutcome): Promise<void> {
    statement(this.db, 'UPDATE subscription_deliveries SET state = ?, retry_at = ?, problem = ? WHERE send_id = ? AND recipient = ? AND channel = ?').run(
      outcome.sent ? 'sent' : 'failed',
      outcome.sent ? null : (outcome.retryAt ?? null),
      outcome.sent ? null : outcome.problem.slice(0, 300),
      sendId,
      recipient,
      channel,
    );
  }

  async retriesLeft(sendId: string): Promise<boolean> {
    return statement(this.db, "SELECT 1 FROM subscription_deliveries WHERE send_id = ? AND state = 'failed' AND retry_at IS NOT NULL LIMIT 1").get(sendId) !== undefined;
  }

  async finish(sendId: string, state: 'done' | 'cancelled', now: number): Promise<void> {
    this.db.transaction(() => {
      const row = statement(this.db, 'SELECT record FROM subscription_sends WHERE id = ?').get(sendId) as { record: string } | undefined;
      if (!row) return;
      const record: SendRecord = { ...(JSON.parse(row.record) as SendRecord), state, finishedAt: now };
      statement(this.db, 'UPDATE subscription_sends SET state = ?, record = ? WHERE id = ?').run(state, JSON.stringify(record), sendId);
    })();
  }

  async postsBetween(from: number, to: number): Promise<SendRecord[]> {
    const rows = statement(this.db, "SELECT record FROM subscription_sends WHERE due_at >= ? AND due_at < ? AND state != 'cancelled' ORDER BY due_at, id").all(from, to) as { record: string }[];
    return rows.map((row) => JSON.parse(row.record) as SendRecord).filter((send) => send.topic !== 'alerts');
  }

  async recent(organizationId: string, limit: number): Promise<SendSummary[]> {
    const rows = statement(this.db, 'SELECT record FROM subscription_sends WHERE organization_id = ? ORDER BY due_at DESC, id LIMIT ?').all(organizationId, limit) as { record: string }[];
    return rows.map((row) => {
      const send = JSON.parse(row.record) as SendRecord;
      const counted = statement(this.db, 'SELECT channel, state, COUNT(*) AS n FROM subscription_deliveries WHERE send_id = ? GROUP BY channel, state').all(send.id) as { channel: SendChannel; state: string; n: number }[];
      const problems = statement(this.db, "SELECT DISTINCT problem FROM subscription_deliveries WHERE send_id = ? AND state = 'failed' LIMIT 5").pluck().all(send.id) as string[];
      return { id: send.id, topic: send.topic, title: send.post.title, dueAt: send.dueAt, state: send.state, ...deliveryFigures(counted), problems };
    });
  }
}
