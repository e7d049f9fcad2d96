import { makeAutoObservable, runInAction } from 'mobx'
import { FORM_TABLE_NAMES, validateTableName } from '@tessera/site-format'
import type { BuilderStore } from '../store/builder-store'
import { CustomDataClient, type CustomTable } from '../custom-data/custom-data-api'
import { formFields, wireForm } from './form-wiring'
import { blockText } from '../i18n/block-texts'
import {
  WALKTHROUGH_KEY,
  checkRecipients,
  confirmsAt,
  firstStep,
  nextStep,
  readRecord,
  recipientsEvent,
  stageOf,
  stepOf,
  stepsOf,
  suitableTables,
  walkthroughColumns,
  type FormKind,
  type WalkthroughMove,
  type WalkthroughRecord,
  type WalkthroughStep,
} from './walkthrough-model'

/** A message to show: a catalogue key, or a server's own text. */
export interface WalkthroughError {
  key?: string
  /** A failed call, shown by its code (errors.{code}), else its message, else errors.None. */
  failure?: unknown
  /** The bad recipient's index. */
  row?: number
  /** Which field the error belongs under. */
  field?: 'tableName' | 'recipients' | 'form'
}

/** Opens the walkthrough for a form (it loads the tables, then shows its first step). */
export function openWalkthrough(store: BuilderStore, kind: FormKind, formId: string): void {
  const other: FormKind = kind === 'contactForm' ? 'mailingList' : 'contactForm'
  store.view.setExtra(WALKTHROUGH_KEY[other], undefined)
  store.view.setExtra(WALKTHROUGH_KEY[kind], { formId } satisfies WalkthroughRecord)
}

export function closeWalkthrough(store: BuilderStore, kind: FormKind): void {
  store.view.setExtra(WALKTHROUGH_KEY[kind], undefined)
}

/** The open walkthrough of a kind, from the persisted editor state. */
export function walkthroughRecord(
  store: BuilderStore,
  kind: FormKind,
): WalkthroughRecord | undefined {
  return readRecord(store.view.extra(WALKTHROUGH_KEY[kind]))
}

/**
 * One walkthrough (editor.md section 4): loads the site's tables (a spinner meanwhile), keeps
 * those the form can use, and walks Init, LinkTable, CreateTable and (contact form) Recipients.
 * Every change is written to the editor state, so a reload resumes where the user was. The
 * table is created through the custom-data service and the form wired with one site-format
 * command.
 */
export class FormWalkthrough {
  /** Undefined while the tables load. */
  step: WalkthroughStep | undefined = undefined
  tables: CustomTable[] = []
  tableName: string
  includeName: boolean
  recipients: string[]
  linkTable: string
  error: WalkthroughError | undefined = undefined
  busy = false
  /** The step the editor state recorded, taken once the tables are in. */
  private resumeAt: WalkthroughStep | undefined = undefined
  private readonly client: CustomDataClient | undefined

  constructor(
    private readonly store: BuilderStore,
    readonly kind: FormKind,
    readonly formId: string,
    record: WalkthroughRecord,
    private readonly locale: string,
    private readonly onClose: () => void,
  ) {
    this.tableName = record.tableName ?? blockText(FORM_TABLE_NAMES[kind], locale)
    this.includeName = record.includeName ?? true
    const email = store.user?.email
    this.recipients = record.recipients ?? [email ? email : '']
    this.linkTable = record.linkTable ?? ''
    // The custom-data tools need a signed-in client on a server site (editor.md section 6).
    this.client =
      store.variant === 'server' && store.loggedIn
        ? new CustomDataClient(store.host.api, store.siteId)
        : undefined
    makeAutoObservable<FormWalkthrough, 'client' | 'store' | 'locale' | 'onClose'>(this, {
      client: false,
      store: false,
      locale: false,
      onClose: false,
    })
    this.resumeAt = stepOf(record.stage)
  }

  get hasClient(): boolean {
    return this.client !== undefined
  }

  get steps(): readonly WalkthroughStep[] {
    return stepsOf(this.kind)
  }

  get hasTables(): boolean {
    return this.tables.length > 0
  }

  can(move: WalkthroughMove): boolean {
    return (
      this.step !== undefined && nextStep(this.kind, this.step, move, this.hasTables) !== undefined
    )
  }

  get confirms(): boolean {
    return this.step !== undefined && confirmsAt(this.kind, this.step)
  }

  get canConfirm(): boolean {
    if (this.busy || !this.confirms) return false
    return this.step !== 'LinkTable' || this.tables.some((table) => table.name === this.linkTable)
  }

  async load(): Promise<void> {
    if (!this.client) {
      this.step = firstStep([])
      this.error = { key: 'errors.None', field: 'form' }
      return
    }
    let tables: CustomTable[] = []
    try {
      tables = await this.client.listTables()
    } catch (failure) {
      // Listing failures are logged and the list is empty (editor.md section 8).
      console.error('Listing the tables failed', failure)
    }
    runInAction(() => {
      this.tables = suitableTables(this.kind, tables)
      const resume = this.resumeAt
      const valid =
        resume !== undefined &&
        this.steps.includes(resume) &&
        (resume !== 'Init' && resume !== 'LinkTable' ? true : this.hasTables)
      this.step = valid ? resume : firstStep(this.tables)
      this.persist()
    })
  }

  move(move: WalkthroughMove): void {
    if (this.step === undefined) return
    if (move === 'next' && this.step === 'CreateTable' && !this.checkTableName()) return
    const next = nextStep(this.kind, this.step, move, this.hasTables)
    if (next === undefined) return
    this.step = next
    this.error = undefined
    this.persist()
  }

  setTableName(name: string): void {
    this.tableName = name
    if (this.error?.field === 'tableName') this.error = undefined
    this.persist()
  }

  setIncludeName(on: boolean): void {
    this.includeName = on
    this.persist()
  }

  setLinkTable(name: string): void {
    this.linkTable = name
    this.persist()
  }

  setRecipient(index: number, email: string): void {
    this.recipients = this.recipients.map((item, at) => (at === index ? email : item))
    if (this.error?.field === 'recipients') this.error = undefined
    this.persist()
  }

  addRecipient(): void {
    this.recipients = [...this.recipients, '']
    this.persist()
  }

  removeRecipient(index: number): void {
    this.recipients = this.recipients.filter((_, at) => at !== index)
    if (this.error?.field === 'recipients') this.error = undefined
    this.persist()
  }

  /** The mailing list checks its table name (errors.table_name); the contact form leaves it to the server. */
  private checkTableName(): boolean {
    if (this.kind !== 'mailingList') return true
    const error = validateTableName(this.tableName.trim())
    if (error) this.error = { key: error.key, field: 'tableName' }
    return error === undefined
  }

  /** Confirm: link the chosen table, or create the new one; then wire the form and close. */
  async confirm(): Promise<boolean> {
    if (!this.canConfirm || !this.client || this.step === undefined) return false
    let table: CustomTable | undefined
    if (this.step === 'LinkTable') {
      table = this.tables.find((item) => item.name === this.linkTable)
    } else {
      if (!this.checkTableName()) return false
      let events: ReturnType<typeof recipientsEvent> = []
      if (this.kind === 'contactForm') {
        const bad = checkRecipients(this.recipients)
        if (bad) {
          this.error = {
            key: bad.key,
            field: 'recipients',
            ...(bad.row === undefined ? {} : { row: bad.row }),
          }
          return false
        }
        events = recipientsEvent(this.recipients, this.locale)
      }
      this.busy = true
      this.error = undefined
      try {
        table = await this.client.createTable(
          this.tableName.trim(),
          walkthroughColumns(this.kind, this.includeName),
          events,
        )
      } catch (failure) {
        // Shown as a translated message from the server's error (editor.md section 8).
        console.error('Creating the table failed', failure)
        runInAction(() => {
          this.busy = false
          this.error = this.failure(failure, this.kind === 'mailingList' ? 'tableName' : 'form')
        })
        return false
      }
    }
    return runInAction(() => {
      this.busy = false
      const fields = table ? formFields(this.kind, table) : undefined
      try {
        if (!fields) throw new Error('The table lacks the columns the form needs')
        const ran = this.store.editor.run(
          wireForm(this.store.editor.doc, this.formId, this.kind, fields),
          { merge: false },
        )
        if (!ran) return false
      } catch (failure) {
        console.error('Wiring the form failed', failure)
        this.error = this.failure(failure, 'form')
        return false
      }
      this.onClose()
      return true
    })
  }

  private failure(failure: unknown, field: WalkthroughError['field']): WalkthroughError {
    return { failure, ...(field ? { field } : {}) }
  }

  private persist(): void {
    const record: WalkthroughRecord = {
      formId: this.formId,
      tableName: this.tableName,
      includeName: this.includeName,
      recipients: [...this.recipients],
      linkTable: this.linkTable,
    }
    if (this.step !== undefined) record.stage = stageOf(this.step)
    this.store.view.setExtra(WALKTHROUGH_KEY[this.kind], record)
  }
}
