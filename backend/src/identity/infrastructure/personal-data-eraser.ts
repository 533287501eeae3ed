import type { Knex } from 'knex';
import { redactEventData, redactEventMetadata } from '../domain/redaction';

interface EventRow {
  global_position: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

/**
 * Removes what a deleted account wrote (issue 17, docs/security.md), in one transaction:
 * - its stored provider API keys (the rows; their ciphertexts were readable with the server key);
 * - the words in the events it caused or that belong to its projects and feedback (the log's
 *   erasure switch, migration 0050: type, stream and order stay, so counts and history shape stay);
 * - the same words in the read models (project titles and step data, feedback texts and notes).
 * Sealed names and emails are shredded separately (the person's key is destroyed).
 */
export async function erasePersonalData(knex: Knex, userId: string): Promise<{ events: number }> {
  return knex.transaction(async (trx) => {
    await trx.raw(`SELECT set_config('bb.erasure', 'on', true)`);
    await trx('user_api_keys').where({ user_id: userId }).delete();
    const projectStreams = trx('rm_projects')
      .where({ user_id: userId })
      .select(trx.raw(`'project-' || id::text`));
    const feedbackStreams = trx('rm_feedback')
      .where({ user_id: userId })
      .select(trx.raw(`'feedback-' || id`));
    const rows = await trx<EventRow>('events')
      .whereRaw(`metadata->>'userId' = ?`, [userId])
      .orWhereIn('stream_id', projectStreams)
      .orWhereIn('stream_id', feedbackStreams)
      .orWhereIn('stream_id', [`api-keys-${userId}`, `preferences-${userId}`])
      .select('global_position', 'data', 'metadata');
    for (const row of rows) {
      await trx('events')
        .where({ global_position: row.global_position })
        .update({
          data: JSON.stringify(redactEventData(row.data)),
          metadata: JSON.stringify(redactEventMetadata(row.metadata ?? {})),
        });
    }
    await trx('rm_projects').where({ user_id: userId }).update({ title: '', step_data: '{}', summary: '{}' });
    await trx('rm_feedback')
      .where({ user_id: userId })
      .update({ title: '', description: '', page: null, admin_notes: null });
    return { events: rows.length };
  });
}
