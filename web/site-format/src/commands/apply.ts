import type { SiteDocument } from '../document/site-document.js'
import type { Command, CommandDataMap, CommandType } from '../types/command.js'
import type { ContentPart } from '../types/site.js'
import { behaviorCommands } from './behavior-commands.js'
import { collectionCommands } from './collection-commands.js'
import type { CommandHandler, CommandHandlers } from './command-handler.js'
import { componentCommands } from './component-commands.js'
import { componentDataCommands } from './component-data-commands.js'
import { mixinCommands } from './mixin-commands.js'
import { pageCommands } from './page-commands.js'
import { siteCommands } from './site-commands.js'
import { styleCommands } from './style-commands.js'
import { themeCommands } from './theme-commands.js'

const groupCommand: CommandHandlers<'g'> = {
  g: {
    parts: (data) => [...new Set(data.commands.flatMap((c) => commandParts(c)))],
    apply(doc, data) {
      for (const command of data.commands) applyCommand(doc, command)
    },
    undo(doc, data) {
      for (let i = data.commands.length - 1; i >= 0; i--) undoCommand(doc, data.commands[i]!)
    },
  },
}

/** Every command kind, by its stored type code. */
export const commandHandlers: CommandHandlers<CommandType> = {
  ...groupCommand,
  ...componentCommands,
  ...componentDataCommands,
  ...styleCommands,
  ...behaviorCommands,
  ...mixinCommands,
  ...themeCommands,
  ...pageCommands,
  ...siteCommands,
  ...collectionCommands,
}

function handler<T extends CommandType>(type: T): CommandHandler<T> {
  const found = commandHandlers[type] as CommandHandler<T> | undefined
  if (!found) throw new Error(`Unknown command type ${String(type)}`)
  return found
}

export function applyCommand(doc: SiteDocument, command: Command): void {
  const h = handler(command.type) as CommandHandler<CommandType>
  h.apply(doc, command.data as CommandDataMap[CommandType])
  doc.markChanged(...commandParts(command))
}

export function undoCommand(doc: SiteDocument, command: Command): void {
  const h = handler(command.type) as CommandHandler<CommandType>
  h.undo(doc, command.data as CommandDataMap[CommandType])
  doc.markChanged(...commandParts(command))
}

export function commandParts(command: Command): readonly ContentPart[] {
  const parts = handler(command.type).parts as CommandHandler<CommandType>['parts']
  return typeof parts === 'function' ? parts(command.data as CommandDataMap[CommandType]) : parts
}

/** `next` folded into `prev` when it continues the same edit, else undefined. */
export function mergeCommands(prev: Command, next: Command): Command | undefined {
  if (prev.type !== next.type) return undefined
  const h = handler(prev.type) as CommandHandler<CommandType>
  const data = h.merge?.(
    prev.data as CommandDataMap[CommandType],
    next.data as CommandDataMap[CommandType],
  )
  return data ? ({ type: prev.type, data } as Command) : undefined
}
