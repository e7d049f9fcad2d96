import type { EditStep } from '../steps/apply-steps.js'
import type { Command, CommandType } from '../types/command.js'

/** One entry of a save's activity: what kind of edit, undo or redo, and what it names. */
export interface StepSummary {
  step: 'do' | 'undo' | 'redo' | 'clearHistory' | 'trimHistory'
  /** The command's kind; for a group, the kind that says what the person did. */
  type?: CommandType
  /** The component or page the command names, when the command carries its name. */
  name?: string
}

/** Of a group, the command that says what was done: pages and whole-site changes first. */
const WEIGHT: Partial<Record<CommandType, number>> = {
  rS: 0,
  addP: 1,
  rmP: 1,
  editP: 1,
  shP: 1,
  addC: 2,
  rmC: 2,
  mvC: 2,
  rpPR: 2,
  changeP: 9,
  uUi: 9,
}

function leading(command: Command): Command {
  if (command.type !== 'g') return command
  let best: Command | undefined
  for (const inner of command.data.commands.map(leading)) {
    if (!best || (WEIGHT[inner.type] ?? 5) < (WEIGHT[best.type] ?? 5)) best = inner
  }
  return best ?? command
}

function nameOf(command: Command): string | undefined {
  switch (command.type) {
    case 'addC':
    case 'rmC':
      return command.data.component.name
    case 'rpPR':
      return command.data.new.name
    case 'addP':
    case 'rmP':
      return command.data.page.name
    case 'editP':
      return command.data.new.name
    default:
      return undefined
  }
}

/** What a save's steps did, in order, for the site's activity (at most `limit` entries). */
export function summarizeSteps(steps: readonly EditStep[], limit = 20): StepSummary[] {
  const entries: StepSummary[] = []
  for (const step of steps.slice(0, limit)) {
    if ('clearHistory' in step) entries.push({ step: 'clearHistory' })
    else if ('trimHistory' in step) entries.push({ step: 'trimHistory' })
    else {
      const kind = 'do' in step ? 'do' : 'undo' in step ? 'undo' : 'redo'
      const command = leading('do' in step ? step.do : 'undo' in step ? step.undo : step.redo)
      const name = nameOf(command)
      entries.push({
        step: kind,
        type: command.type,
        ...(name ? { name: name.slice(0, 100) } : {}),
      })
    }
  }
  return entries
}

/** Whether the steps replace the whole site (an import, a template, a reset, a restore). */
export function stepsReplaceSite(steps: readonly EditStep[]): boolean {
  const replaces = (command: Command): boolean =>
    command.type === 'rS' || (command.type === 'g' && command.data.commands.some(replaces))
  return steps.some((step) =>
    'do' in step
      ? replaces(step.do)
      : 'undo' in step
        ? replaces(step.undo)
        : 'redo' in step && replaces(step.redo),
  )
}
