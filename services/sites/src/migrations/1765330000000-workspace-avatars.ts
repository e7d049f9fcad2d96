import { identicon } from '@tessera/kit'
import type { MigrationInterface, QueryRunner } from 'typeorm'

const BATCH = 500

/**
 * Each workspace's avatar: an identicon from its id, made once and stored (as a user's is) so
 * lists need no drawing. Existing workspaces get theirs here, in batches of ids.
 */
export class WorkspaceAvatars1765330000000 implements MigrationInterface {
  name = 'WorkspaceAvatars1765330000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sites.workspaces ADD COLUMN identicon_avatar text`)
    for (;;) {
      const rows = (await db.query(
        `SELECT id FROM sites.workspaces WHERE identicon_avatar IS NULL ORDER BY id LIMIT $1`,
        [BATCH],
      )) as Array<{ id: string }>
      if (rows.length === 0) break
      await db.query(
        `UPDATE sites.workspaces w SET identicon_avatar = a.avatar
           FROM unnest($1::uuid[], $2::text[]) AS a (id, avatar) WHERE w.id = a.id`,
        [rows.map((r) => r.id), rows.map((r) => identicon(r.id))],
      )
    }
    await db.query(`ALTER TABLE sites.workspaces ALTER COLUMN identicon_avatar SET NOT NULL`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sites.workspaces DROP COLUMN identicon_avatar`)
  }
}
