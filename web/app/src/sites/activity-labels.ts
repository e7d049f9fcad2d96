import type { CommandType } from '@tessera/site-format'
import type { ApiSchemas } from '@tessera/builder'
import type { MessageKey } from '../i18n/message-key'

export type ActivityEntry = ApiSchemas['ActivityEntryView']
type Change = ActivityEntry['changes'][number]

/** A message id under `activity.` and its values. */
export interface ActivityLabel {
  id: MessageKey
  values?: Record<string, string>
  /** An undo's or redo's edit, said inside it as `{what}`. */
  what?: ActivityLabel
}

/**
 * What an edit of each kind says in the activity list: a message of its own where the edit
 * names something (a component, a page), else the kind of thing it changed. Complete by kind,
 * so a new command kind does not compile until it says something here.
 */
const KIND_LABELS: Record<CommandType, { id: MessageKey; named?: MessageKey }> = {
  g: { id: 'activity.change.several' },
  addC: { id: 'activity.change.addComponent', named: 'activity.change.addComponentNamed' },
  rmC: { id: 'activity.change.removeComponent', named: 'activity.change.removeComponentNamed' },
  mvC: { id: 'activity.change.structure' },
  rpPR: { id: 'activity.change.structure' },
  addR: { id: 'activity.change.structure' },
  editC: { id: 'activity.change.component' },
  sCS: { id: 'activity.change.component' },
  setCI: { id: 'activity.change.component' },
  setCB: { id: 'activity.change.component' },
  setCL: { id: 'activity.change.component' },
  setCCS: { id: 'activity.change.styles' },
  setCOS: { id: 'activity.change.styles' },
  rmCOS: { id: 'activity.change.styles' },
  mergeCS: { id: 'activity.change.styles' },
  addCM: { id: 'activity.change.styles' },
  rmCM: { id: 'activity.change.styles' },
  repCm: { id: 'activity.change.styles' },
  addS: { id: 'activity.change.styles' },
  editS: { id: 'activity.change.styles' },
  setME: { id: 'activity.change.styles' },
  uSO: { id: 'activity.change.styles' },
  rmS: { id: 'activity.change.styles' },
  setGS: { id: 'activity.change.styles' },
  setBP: { id: 'activity.change.styles' },
  addTV: { id: 'activity.change.theme' },
  editTV: { id: 'activity.change.theme' },
  rmTV: { id: 'activity.change.theme' },
  addTF: { id: 'activity.change.theme' },
  editTF: { id: 'activity.change.theme' },
  rmTF: { id: 'activity.change.theme' },
  setCE: { id: 'activity.change.behaviours' },
  setCEE: { id: 'activity.change.behaviours' },
  setB: { id: 'activity.change.behaviours' },
  rmB: { id: 'activity.change.behaviours' },
  setBA: { id: 'activity.change.behaviours' },
  addP: { id: 'activity.change.pages', named: 'activity.change.addPageNamed' },
  rmP: { id: 'activity.change.pages', named: 'activity.change.removePageNamed' },
  editP: { id: 'activity.change.pages', named: 'activity.change.editPageNamed' },
  mvP: { id: 'activity.change.pages' },
  shP: { id: 'activity.change.pages' },
  setPH: { id: 'activity.change.pages' },
  setDH: { id: 'activity.change.pages' },
  setSeo: { id: 'activity.change.pages' },
  setPC: { id: 'activity.change.pages' },
  changeP: { id: 'activity.change.editor' },
  uUi: { id: 'activity.change.editor' },
  setT: { id: 'activity.change.translations' },
  rT: { id: 'activity.change.translations' },
  mS: { id: 'activity.change.format' },
  rS: { id: 'activity.change.replace' },
}

function isKind(type: string | undefined): type is CommandType {
  return type !== undefined && Object.hasOwn(KIND_LABELS, type)
}

/** One edit of a save as the list says it. */
export function changeLabel(change: Change): ActivityLabel {
  if (change.step === 'clearHistory') return { id: 'activity.change.clearHistory' }
  if (change.step === 'trimHistory') return { id: 'activity.change.trimHistory' }
  const kind = isKind(change.type)
    ? KIND_LABELS[change.type]
    : { id: 'activity.change.other' as const }
  const label: ActivityLabel =
    kind.named && change.name ? { id: kind.named, values: { name: change.name } } : { id: kind.id }
  if (change.step === 'undo') return { id: 'activity.undo', what: label }
  if (change.step === 'redo') return { id: 'activity.redo', what: label }
  return label
}

/**
 * What a save did, as lines: a restore names its point, a save of whole parts says which, a
 * save of edits lists them (repeats of one line once).
 */
export function entryLabels(entry: ActivityEntry): ActivityLabel[] {
  if (entry.kind === 'restore') {
    const name = entry.changes[0]?.name
    return [name ? { id: 'activity.restoredNamed', values: { name } } : { id: 'activity.restored' }]
  }
  if (entry.kind === 'parts') {
    return entry.parts.length === 1 && entry.parts[0] === 'name'
      ? [{ id: 'activity.renamed' }]
      : [{ id: 'activity.savedWhole' }]
  }
  const seen = new Set<string>()
  const labels: ActivityLabel[] = []
  for (const change of entry.changes) {
    const label = changeLabel(change)
    const key = JSON.stringify(label)
    if (seen.has(key)) continue
    seen.add(key)
    labels.push(label)
  }
  return labels
}
