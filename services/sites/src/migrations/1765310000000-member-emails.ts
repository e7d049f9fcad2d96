import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * The address a member joined with (their token's, at creation or acceptance), so the members
 * page can name people without asking the auth service for each; null for members from before.
 */
export class MemberEmails1765310000000 implements MigrationInterface {
  name = 'MemberEmails1765310000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sites.workspace_members ADD COLUMN email text`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sites.workspace_members DROP COLUMN email`)
  }
}
