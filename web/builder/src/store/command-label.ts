import type { Command, SiteDocument } from '@tessera/site-format'

/** A history entry's text: a message key under `builder.history.cmd.` and its values. */
export interface CommandLabel {
  key: string
  values: Record<string, string>
}

function nameOf(doc: SiteDocument, id: string): string {
  return doc.findComponent(id)?.name ?? id
}

/** What a command did, in words for the history menu. */
export function commandLabel(doc: SiteDocument, command: Command): CommandLabel {
  const label = (key: string, values: Record<string, string> = {}) => ({
    key: `builder.history.cmd.${key}`,
    values,
  })
  switch (command.type) {
    case 'g': {
      const last = command.data.commands[command.data.commands.length - 1]
      return last ? commandLabel(doc, last) : label('g')
    }
    case 'addC':
      return label('addC', { name: command.data.component.name })
    case 'rmC':
      return label('rmC', { name: command.data.component.name })
    case 'mvC':
      return label('mvC', { name: nameOf(doc, command.data.id) })
    case 'editC': {
      const fields = Object.keys(command.data.new)
      const which = fields.length === 1 ? fields[0]! : 'fields'
      return label(`editC.${which}`, { name: nameOf(doc, command.data.id) })
    }
    case 'setCCS':
    case 'setCOS': {
      const property = command.data.new?.property ?? command.data.old?.property ?? ''
      return label(command.type, { name: nameOf(doc, command.data.id), property })
    }
    case 'sCS':
      return label(command.data.key === 'hide' ? (command.data.new ? 'hide' : 'show') : 'sCS', {
        name: nameOf(doc, command.data.id),
      })
    case 'addP':
    case 'rmP':
      return label(command.type, { route: command.data.page.route })
    case 'editP':
      return label('editP', { route: command.data.new.route })
    case 'shP':
      return label('shP', { route: command.data.new })
    case 'changeP':
      return label('changeP', { route: command.data.to })
    case 'setB': {
      const { old, new: next } = command.data
      return label(!old ? 'setB.add' : next ? 'setB' : 'rmB', { name: (next ?? old)?.name ?? '' })
    }
    case 'rmB':
      return label('rmB', { name: command.data.behavior.name })
    case 'addCM':
    case 'rmCM':
    case 'repCm':
    case 'setCI':
    case 'setCE':
    case 'setCEE':
    case 'mergeCS':
    case 'rmCOS':
      return label(command.type, { name: nameOf(doc, command.data.id) })
    default:
      return label(command.type)
  }
}
