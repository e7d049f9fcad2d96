import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common'
import { CONFIG, startGrpcServer, toGrpcError, uuidParam, type GrpcServer } from '@tessera/kit'
import { CustomDataInternalService } from '@tessera/proto'
import type { CustomDataConfig } from '../config.js'
import { PageItemsService } from '../collections/page-items.js'
import { CustomDataService, siteNotFound } from '../custom-data/custom-data.service.js'
import { RowsRepository } from '../rows/rows.repository.js'
import { TablesRepository, type TableDef } from '../tables/tables.repository.js'
import { UsageRepository } from './usage.repository.js'

/** A table as the internal API names it. */
function dataTable(t: TableDef) {
  return {
    id: t.id,
    name: t.name,
    rowCount: t.rowCount,
    columns: t.columns.map((c) => ({ key: c.key, name: c.name, dataType: c.dataType })),
  }
}

/**
 * What other services ask this one: a site's custom data usage and the removal of everything a
 * deleted site stored (the sites service), and the collection items pages show (site-servers).
 */
@Injectable()
export class UsageGrpcServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: GrpcServer | undefined

  constructor(
    @Inject(CONFIG) private readonly config: CustomDataConfig,
    private readonly usage: UsageRepository,
    private readonly tables: TablesRepository,
    private readonly pageItems: PageItemsService,
    private readonly rows: RowsRepository,
    private readonly customData: CustomDataService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.server = await startGrpcServer(this.config.GRPC_PORT, this.config.GRPC_HOST, (router) => {
      router.service(CustomDataInternalService, {
        getCustomDataUsage: async ({ siteId }) => {
          try {
            if (!uuidParam.safeParse(siteId).success) return { bytes: 0n, tables: 0 }
            const usage = await this.usage.of(siteId)
            return { bytes: BigInt(usage.bytes), tables: usage.tables }
          } catch (error) {
            throw toGrpcError(error)
          }
        },
        deleteSiteData: async ({ siteId }) => {
          try {
            if (!uuidParam.safeParse(siteId).success) return { tables: 0 }
            return { tables: await this.tables.deleteSite(siteId) }
          } catch (error) {
            throw toGrpcError(error)
          }
        },
        listTables: async ({ siteId }) => {
          try {
            if (!uuidParam.safeParse(siteId).success) return { tables: [] }
            const tables = await this.tables.list(siteId)
            return { tables: tables.map(dataTable) }
          } catch (error) {
            throw toGrpcError(error)
          }
        },
        readRows: async ({ siteId, table: name, offset, limit }) => {
          try {
            if (!uuidParam.safeParse(siteId).success) return { found: false }
            const table = await this.tables.find(siteId, name)
            if (!table) return { found: false }
            const count = Math.min(Math.max(limit, 1), 200)
            const from = Math.max(offset, 0) + 1
            const found = await this.rows.list(table, from, from + count - 1)
            const names = new Map(table.columns.map((c) => [String(c.key), c.name]))
            return {
              found: true,
              total: table.rowCount,
              rows: found.map((row) => ({
                id: row.id,
                valuesJson: JSON.stringify(
                  Object.fromEntries(
                    Object.entries(row.values).map(([key, v]) => [names.get(key) ?? key, v]),
                  ),
                ),
                // A visitor's row carries the hash of the secret its creator holds.
                byVisitor: row.secretHash !== null,
              })),
            }
          } catch (error) {
            throw toGrpcError(error)
          }
        },
        createTable: async ({ siteId, tableName, columns }) => {
          try {
            if (!uuidParam.safeParse(siteId).success) throw siteNotFound()
            const table = await this.customData.createTableFor(siteId, {
              table_name: tableName,
              columns: columns.map((c) => ({
                name: c.name,
                validation_rules: c.rules.map((r) => ({
                  rule_type: r.ruleType,
                  ...(r.parameter === undefined ? {} : { parameter: r.parameter }),
                })),
              })),
            })
            const created = await this.tables.find(siteId, table.name)
            return created ? { table: dataTable(created) } : {}
          } catch (error) {
            throw toGrpcError(error)
          }
        },
        getPageItems: async (request) => {
          try {
            const answer = await this.pageItems.pageItems({
              siteId: request.siteId,
              lang: request.lang,
              drafts: request.drafts,
              ...(request.item === undefined ? {} : { item: request.item }),
              lists: request.lists,
            })
            const wire = (item: { id: string; values: unknown }) => ({
              id: item.id,
              valuesJson: JSON.stringify(item.values),
            })
            return {
              ...(answer.item === undefined ? {} : { item: wire(answer.item) }),
              itemSlugs: answer.itemSlugs,
              lists: answer.lists.map((list) => ({ ...list, items: list.items.map(wire) })),
              referenced: answer.referenced.map(wire),
              collectionIds: answer.collectionIds,
              nextChangeMs: BigInt(answer.nextChange?.getTime() ?? 0),
            }
          } catch (error) {
            throw toGrpcError(error)
          }
        },
        listItemSlugs: async ({ siteId, collectionId, slugFieldId }) => {
          try {
            const items = await this.pageItems.itemSlugs(siteId, collectionId, slugFieldId)
            return {
              items: items.map((item) => ({
                slugs: item.slugs,
                updatedAt: item.updatedAt.toISOString(),
              })),
            }
          } catch (error) {
            throw toGrpcError(error)
          }
        },
      })
    })
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close()
  }
}
