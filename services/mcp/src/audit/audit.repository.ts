import { Injectable } from '@nestjs/common'
import { DataSource } from 'typeorm'
import { AgentEdit } from './agent-edit.entity.js'
import { AgentCall } from './call.entity.js'

export type NewCall = Omit<AgentCall, 'id' | 'createdAt'>

/** The only code that touches the `mcp` schema: the calls' audit and the agents' edits. */
@Injectable()
export class AuditRepository {
  constructor(private readonly db: DataSource) {}

  async record(call: NewCall): Promise<void> {
    await this.db.getRepository(AgentCall).insert(call)
  }

  /** A site's latest calls, newest first. */
  calls(siteId: string, limit: number, before?: string): Promise<AgentCall[]> {
    const query = this.db
      .getRepository(AgentCall)
      .createQueryBuilder('c')
      .where('c.site_id = :siteId', { siteId })
      .orderBy('c.id', 'DESC')
      .limit(limit)
    if (before) query.andWhere('c.id < :before', { before })
    return query.getMany()
  }

  async addEdit(edit: Omit<AgentEdit, 'id' | 'createdAt' | 'undone'>): Promise<AgentEdit> {
    const repo = this.db.getRepository(AgentEdit)
    return repo.save(repo.create({ ...edit, undone: false }))
  }

  /** The agent's edits of a site for the person, newest first. */
  edits(siteId: string, userId: string, clientId: string, limit = 20): Promise<AgentEdit[]> {
    return this.db.getRepository(AgentEdit).find({
      where: { siteId, userId, clientId },
      order: { id: 'DESC' },
      take: limit,
    })
  }

  async setUndone(id: string, undone: boolean): Promise<void> {
    await this.db.getRepository(AgentEdit).update({ id }, { undone })
  }
}
