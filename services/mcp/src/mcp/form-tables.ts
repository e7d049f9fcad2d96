import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, fromGrpcError, grpcClient, roleHolds } from '@tessera/kit'
import { CustomDataInternalService, type DataTable } from '@tessera/proto'
import {
  addedComponents,
  applyCommand,
  type Command,
  FORM_TABLE_NAMES,
  formTableColumns,
  formWithoutTable,
  type FormKind,
  setFormTable,
} from '@tessera/site-format'
import type { McpConfig } from '../config.js'
import { errors } from '../errors.js'
import type { LoadedSite } from '../sites/site-store.js'

/** A form an `apply` added, and the data table its posts now go to. */
export interface FormTable {
  form: string
  table: string
  created: boolean
}

/**
 * A table the form can post to as added: its columns are exactly the fields the form sends, so
 * none the form leaves empty can be required (a contact table would refuse a mailing list).
 */
function serves(kind: FormKind, table: DataTable): boolean {
  const names = new Set(table.columns.map((c) => c.name))
  const fields = formTableColumns(kind, true)
  return names.size === fields.length && fields.every((c) => names.has(c.name))
}

/**
 * The data tables of the forms agents add. A contact form or mailing list needs a table for its
 * posts; the builder asks the person for one as the form is added, an agent gets it with the
 * same `add_builtin`: the first of the site's tables that serves the form, else a new one with
 * the columns and the name the builder offers.
 */
@Injectable()
export class FormTables {
  private readonly customData: Client<typeof CustomDataInternalService>

  constructor(@Inject(CONFIG) config: McpConfig) {
    this.customData = grpcClient(CustomDataInternalService, config.CUSTOM_DATA_GRPC_URL)
  }

  /**
   * Points each form `command` added without a table at one, creating the table when none
   * serves it; the returned commands are applied to `loaded.doc` and belong in the same entry.
   */
  async connect(
    loaded: LoadedSite,
    command: Command<'g'>,
  ): Promise<{ commands: Command[]; tables: FormTable[] }> {
    const forms = addedComponents(command).flatMap((component) => {
      const kind = formWithoutTable(component)
      return kind ? [{ id: component.id, kind }] : []
    })
    if (forms.length === 0) return { commands: [], tables: [] }
    // Tables are edited in the builder's Custom data panel, which needs the design role.
    if (!roleHolds(loaded.role, 'site:design'))
      throw errors.Forbidden('Adding a form creates a data table, which needs the design role')
    const call = <T>(promise: Promise<T>) =>
      promise.catch((e: unknown) => {
        throw fromGrpcError(e)
      })
    const { tables } = await call(this.customData.listTables({ siteId: loaded.siteId }))
    const commands: Command[] = []
    const connected: FormTable[] = []
    for (const form of forms) {
      let table = tables.find((t) => serves(form.kind, t))
      let created = false
      if (!table) {
        const taken = new Set(tables.map((t) => t.name.toLowerCase()))
        const base = FORM_TABLE_NAMES[form.kind]
        let name = base
        for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`
        const answer = await call(
          this.customData.createTable({
            siteId: loaded.siteId,
            tableName: name,
            columns: formTableColumns(form.kind, true).map((c) => ({
              name: c.name,
              rules: (c.validation_rules ?? []).map((r) => ({
                ruleType: r.rule_type,
                ...(typeof r.parameter === 'number' ? { parameter: r.parameter } : {}),
              })),
            })),
          }),
        )
        if (!answer.table) throw new Error(`The table ${name} was not created`)
        table = answer.table
        tables.push(table)
        created = true
      }
      const wiring = setFormTable(loaded.doc, form.id, table.name)
      applyCommand(loaded.doc, wiring)
      commands.push(wiring)
      connected.push({ form: form.id, table: table.name, created })
    }
    return { commands, tables: connected }
  }
}
