import type {
  Command,
  Component,
  PseudoClass,
  SiteDocument,
  StyleEntry,
} from '@tessera/site-format'
import type { MessageRef } from '../actions/action'
import {
  behaviorLabel,
  editorEventLabel,
  pseudoClassLabel,
  styleLabel,
} from '../i18n/builtin-names'

/** A history entry's text: a message under `builder.history.cmd.` and its values. */
export type CommandLabel = MessageRef

/**
 * Names the history knows beyond the site as it is now: components and pages that a command
 * added or removed, or renamed, so an entry after a jump (whose component is not on the page
 * at this point of the history) still names it.
 */
export interface HistoryNames {
  components: Map<string, string>
  pages: Map<string, string>
}

/** Walks every command of a history (both directions) for names; the newest wins. */
export function historyNames(commands: readonly Command[]): HistoryNames {
  const names: HistoryNames = { components: new Map(), pages: new Map() }
  const subtree = (component: Component) => {
    names.components.set(component.id, component.name)
    for (const child of component.children ?? []) subtree(child)
  }
  const visit = (command: Command) => {
    switch (command.type) {
      case 'g':
        return command.data.commands.forEach(visit)
      case 'addC':
      case 'rmC':
        return subtree(command.data.component)
      case 'rpPR':
        subtree(command.data.old)
        return subtree(command.data.new)
      case 'editC':
        if (command.data.new.name !== undefined) {
          names.components.set(command.data.id, command.data.new.name)
        }
        return
      case 'addP':
      case 'rmP':
        names.pages.set(command.data.page.route, command.data.page.name)
        return subtree(command.data.page.root)
      case 'editP':
        names.pages.set(command.data.old.route, command.data.old.name)
        names.pages.set(command.data.new.route, command.data.new.name)
        return
      default:
        return
    }
  }
  commands.forEach(visit)
  return names
}

const noNames: HistoryNames = { components: new Map(), pages: new Map() }

/**
 * Of a group, the command that says what the person did: a page or whole-site change before a
 * component added, removed or moved, before any other edit, before the page switches and
 * editor-state updates that come along with them; the first of equals.
 */
function rank(command: Command): number {
  switch (command.type) {
    case 'addP':
    case 'rmP':
    case 'editP':
    case 'shP':
    case 'rS':
    case 'rT':
      return 0
    case 'addC':
    case 'rmC':
    case 'rpPR':
    case 'mvC':
    case 'addR':
      return 1
    case 'changeP':
    case 'uUi':
      return 3
    default:
      return 2
  }
}

function flatten(command: Command): Command[] {
  return command.type === 'g' ? command.data.commands.flatMap(flatten) : [command]
}

/** The CSS properties with a name of their own in the history (others show as written). */
export const namedProperties: readonly string[] = [
  'background',
  'background-color',
  'background-image',
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'width',
  'height',
  'min-width',
  'max-width',
  'min-height',
  'max-height',
  'display',
  'flex-direction',
  'justify-content',
  'align-items',
  'gap',
  'grid-template-columns',
  'position',
  'top',
  'right',
  'bottom',
  'left',
  'z-index',
  'overflow',
  'border',
  'border-color',
  'border-width',
  'border-style',
  'border-radius',
  'opacity',
  'box-shadow',
  'transform',
  'transition',
  'cursor',
]
const named = new Set(namedProperties)

function propertyName(property: string): string | MessageRef {
  return named.has(property) ? { key: `builder.history.property.${property}` } : property
}

/** What a command did, in words for the history menu, naming what it did it to. */
export function commandLabel(
  doc: SiteDocument,
  command: Command,
  names: HistoryNames = noNames,
): CommandLabel {
  const label = (key: string, values: MessageRef['values'] = {}): CommandLabel => ({
    key: `builder.history.cmd.${key}`,
    values,
  })
  const component = (id: string) => doc.findComponent(id)?.name ?? names.components.get(id) ?? id
  const page = (route: string) => doc.site.pages[route]?.name ?? names.pages.get(route) ?? route
  const { context } = doc.site
  const mixin = (id: string) => {
    const found = context.styles[id]
    return found ? styleLabel(found) : id
  }
  const behavior = (id: string) => {
    const found = context.behaviors[id]
    return found ? behaviorLabel(found) : id
  }
  const style = (
    kind: 'setCCS' | 'setCOS' | 'setME',
    who: string | MessageRef,
    entry: StyleEntry,
    removed: boolean,
  ) => {
    const state: PseudoClass = entry.pseudoClass
    return label(`${kind}${removed ? '.remove' : ''}${state === 'default' ? '' : '.state'}`, {
      name: who,
      property: propertyName(entry.property),
      state: pseudoClassLabel(state),
    })
  }
  switch (command.type) {
    case 'g': {
      const parts = flatten(command)
      // Taken out and added again elsewhere (a move into a custom component source): a move.
      const taken = parts.find((part) => part.type === 'rmC')
      if (
        taken?.type === 'rmC' &&
        parts.some(
          (part) => part.type === 'addC' && part.data.component.id === taken.data.component.id,
        )
      ) {
        return label('mvC', { name: taken.data.component.name })
      }
      const main = parts.reduce<Command | undefined>(
        (best, next) => (best === undefined || rank(next) < rank(best) ? next : best),
        undefined,
      )
      return main ? commandLabel(doc, main, names) : label('g')
    }
    case 'addC':
      return label('addC', { name: command.data.component.name })
    case 'rmC':
      return label('rmC', { name: command.data.component.name })
    case 'mvC':
      return label('mvC', { name: component(command.data.id) })
    case 'rpPR':
      return label('rpPR', { name: command.data.new.name })
    case 'editC': {
      const fields = Object.keys(command.data.new)
      const which = fields.length === 1 ? fields[0]! : 'fields'
      if (which === 'name') {
        return label('editC.name', {
          name: command.data.old.name ?? component(command.data.id),
          newName: command.data.new.name ?? '',
        })
      }
      return label(`editC.${which}`, { name: component(command.data.id) })
    }
    case 'setCCS':
    case 'setCOS': {
      const entry = command.data.new ?? command.data.old
      if (!entry) return label(command.type, { name: component(command.data.id), property: '' })
      return style(command.type, component(command.data.id), entry, command.data.new === undefined)
    }
    case 'setME': {
      const entry = command.data.new ?? command.data.old
      if (!entry) return label('editS', { name: mixin(command.data.id) })
      return style('setME', mixin(command.data.id), entry, command.data.new === undefined)
    }
    case 'sCS':
      return label(command.data.key === 'hide' ? (command.data.new ? 'hide' : 'show') : 'sCS', {
        name: component(command.data.id),
      })
    case 'addP':
    case 'rmP':
      return label(command.type, { name: command.data.page.name })
    case 'editP':
      return label('editP', { name: command.data.new.name })
    case 'mvP': {
      const route = doc.site.pageOrder[command.data.to] ?? doc.site.pageOrder[command.data.from]
      return label('mvP', { name: route === undefined ? '' : page(route) })
    }
    case 'shP':
      return label('shP', { name: page(command.data.new) })
    case 'changeP':
      return label('changeP', { name: page(command.data.to) })
    case 'setPH':
      return label('setPH', { name: page(command.data.route) })
    case 'setB': {
      const { old, new: next } = command.data
      const changed = next ?? old
      return label(!old ? 'setB.add' : next ? 'setB' : 'rmB', {
        name: changed ? behaviorLabel(changed) : '',
      })
    }
    case 'rmB':
      return label('rmB', { name: behaviorLabel(command.data.behavior) })
    case 'setBA':
      return label('setBA', { name: behavior(command.data.behaviorId) })
    case 'addS':
      return label('addS', { name: styleLabel(command.data.mixin) })
    case 'editS':
      return label(command.data.old.name === command.data.new.name ? 'editS' : 'editS.name', {
        name: styleLabel(command.data.old),
        newName: command.data.new.name,
      })
    case 'rmS':
      return label('rmS', { name: styleLabel(command.data.mixin) })
    case 'uSO': {
      const moved = context.styleOrder[command.data.to]
      return label('uSO', { name: moved === undefined ? '' : mixin(moved) })
    }
    case 'addTV':
    case 'rmTV':
      return label(command.type, { name: command.data.key })
    case 'editTV':
      return label('editTV', { name: command.data.new.key })
    case 'addTF':
    case 'rmTF':
      return label(command.type, { name: command.data.font.name })
    case 'editTF':
      return label('editTF', { name: command.data.new.name })
    case 'setT':
      return label('setT', { name: command.data.key, lang: command.data.lang })
    case 'setGS':
      return label(!command.data.old ? 'setGS.add' : command.data.new ? 'setGS' : 'setGS.remove', {
        name: (command.data.new ?? command.data.old)?.name ?? '',
      })
    case 'addR':
      return label('addR', { name: component(command.data.id) })
    case 'addCM':
    case 'rmCM':
      return label(command.type, {
        name: component(command.data.id),
        style: mixin(command.data.mixinId),
      })
    case 'repCm':
      return label('repCm', { name: component(command.data.id), style: mixin(command.data.new) })
    case 'setCI':
      return label('setCI', { name: component(command.data.id), input: command.data.name })
    case 'setCB':
      return label(command.data.new === undefined ? 'setCB.remove' : 'setCB', {
        name: component(command.data.id),
      })
    case 'setCL':
      return label(command.data.new === undefined ? 'setCL.remove' : 'setCL', {
        name: component(command.data.id),
      })
    case 'setPC':
      return label(command.data.new === undefined ? 'setPC.remove' : 'setPC', {
        name: page(command.data.route),
      })
    case 'setCE': {
      const event = command.data.new ?? command.data.old
      return label('setCE', { name: component(command.data.id), event: event?.name ?? '' })
    }
    case 'setCEE':
      return label('setCEE', {
        name: component(command.data.id),
        event: editorEventLabel(command.data.name),
      })
    case 'mergeCS':
    case 'rmCOS':
      return label(command.type, { name: component(command.data.id) })
    case 'setDH':
    case 'setSeo':
    case 'setBP':
    case 'rT':
    case 'uUi':
    case 'mS':
    case 'rS':
      return label(command.type)
  }
}
