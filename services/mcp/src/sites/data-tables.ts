import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, fromGrpcError, grpcClient, roleHolds, SiteRoles } from '@tessera/kit'
import { CustomDataInternalService } from '@tessera/proto'
import type { AgentCaller } from '../agents/agent-caller.js'
import type { McpConfig } from '../config.js'
import { errors } from '../errors.js'

/**
 * A site's data tables as agents read them, from the custom-data service, for a person whose
 * role reaches the tables in the builder (site:design).
 */
@Injectable()
export class DataTables {
  private readonly customData: Client<typeof CustomDataInternalService>

  constructor(
    @Inject(CONFIG) config: McpConfig,
    private readonly roles: SiteRoles,
  ) {
    this.customData = grpcClient(CustomDataInternalService, config.CUSTOM_DATA_GRPC_URL)
  }

  private async allowed(caller: AgentCaller, siteId: string): Promise<void> {
    if (!caller.sites.has(siteId)) throw errors.SiteNotFound()
    const role = await this.roles.roleOn(caller.userId, siteId)
    if (!roleHolds(role, 'site:read')) throw errors.SiteNotFound()
    if (!roleHolds(role, 'site:design')) throw errors.Forbidden()
  }

  async list(caller: AgentCaller, siteId: string) {
    await this.allowed(caller, siteId)
    const { tables } = await this.customData.listTables({ siteId }).catch((e: unknown) => {
      throw fromGrpcError(e)
    })
    return tables.map((t) => ({
      name: t.name,
      rows: t.rowCount,
      columns: t.columns.map((c) => ({ name: c.name, type: c.dataType })),
    }))
  }

  async rows(caller: AgentCaller, siteId: string, table: string, offset: number, limit: number) {
    await this.allowed(caller, siteId)
    const answer = await this.customData
      .readRows({ siteId, table, offset, limit })
      .catch((e: unknown) => {
        throw fromGrpcError(e)
      })
    if (!answer.found) throw errors.TableNotFound()
    return {
      total: answer.total,
      rows: answer.rows.map((r) => ({
        id: r.id,
        values: JSON.parse(r.valuesJson) as Record<string, string>,
        untrusted: r.byVisitor,
      })),
    }
  }
}
