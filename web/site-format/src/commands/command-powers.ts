import type { EditStep } from '../steps/apply-steps.js'
import type { Command, CommandDataMap, CommandType } from '../types/command.js'

/**
 * What saving a command needs of the saver: `content` (texts, images, links, translations, and
 * the editor's own state such as the page on the canvas), which a content editor holds, or
 * `design` (structure, styles, behaviours, pages, settings), which only the builder's full roles
 * hold. The site server refuses a save holding a command its saver's role lacks the power for.
 */
export type CommandPower = 'content' | 'design'

type PowerRule<T extends CommandType> = CommandPower | ((data: CommandDataMap[T]) => CommandPower)

/** Component inputs that are content: an image's source and text, a link's target address. */
export const CONTENT_INPUTS: ReadonlySet<string> = new Set(['src', 'alt', 'href', 'title'])

const contentIf = (condition: boolean): CommandPower => (condition ? 'content' : 'design')

const onlyKeys = (fields: object, ...keys: string[]) =>
  Object.keys(fields).every((key) => keys.includes(key))

/** The power each command kind needs, complete by kind: a new kind does not compile until listed. */
export const COMMAND_POWERS: { readonly [K in CommandType]: PowerRule<K> } = {
  g: (d) => strongestPower(d.commands.map(commandPower)),
  addC: 'design',
  // A component's text (its content) is content; its name, tag and role are structure.
  editC: (d) => contentIf(onlyKeys(d.old, 'content') && onlyKeys(d.new, 'content')),
  rmC: 'design',
  mvC: 'design',
  rpPR: 'design',
  setCCS: 'design',
  setCOS: 'design',
  rmCOS: 'design',
  mergeCS: 'design',
  addCM: 'design',
  rmCM: 'design',
  repCm: 'design',
  setCI: (d) =>
    contentIf(
      [d.old?.name, d.new?.name].every((name) => name === undefined || CONTENT_INPUTS.has(name)),
    ),
  setCE: 'design',
  setCEE: 'design',
  sCS: 'design',
  setCB: 'design',
  setCL: 'design',
  setB: 'design',
  rmB: 'design',
  setBA: 'design',
  addS: 'design',
  editS: 'design',
  setME: 'design',
  uSO: 'design',
  rmS: 'design',
  addTV: 'design',
  editTV: 'design',
  rmTV: 'design',
  addTF: 'design',
  editTF: 'design',
  rmTF: 'design',
  addP: 'design',
  editP: 'design',
  rmP: 'design',
  mvP: 'design',
  changeP: 'content',
  shP: 'design',
  setPH: 'design',
  setPC: 'design',
  setDH: 'design',
  setSeo: 'design',
  setBP: 'design',
  // A translation is content; adding a language to the site is a setting.
  setT: (d) => contentIf(d.addedLanguage !== true),
  rT: (d) => contentIf(d.old.active === d.new.active),
  setGS: 'design',
  addR: 'design',
  uUi: 'content',
  mS: 'design',
  rS: 'design',
}

function strongestPower(powers: CommandPower[]): CommandPower {
  return powers.includes('design') ? 'design' : 'content'
}

/** The power saving `command` needs. */
export function commandPower(command: Command): CommandPower {
  const rule = COMMAND_POWERS[command.type] as PowerRule<typeof command.type>
  return typeof rule === 'string' ? rule : (rule as (data: unknown) => CommandPower)(command.data)
}

/**
 * The first step that needs more than `held` (its index and command kind), or undefined when
 * every step fits. Undoing or redoing a command needs what the command does.
 */
export function stepBeyond(
  steps: readonly EditStep[],
  held: CommandPower,
): { index: number; kind: CommandType } | undefined {
  if (held === 'design') return undefined
  for (const [index, step] of steps.entries()) {
    const command =
      'do' in step ? step.do : 'undo' in step ? step.undo : 'redo' in step ? step.redo : undefined
    if (command && commandPower(command) === 'design') return { index, kind: command.type }
  }
  return undefined
}
