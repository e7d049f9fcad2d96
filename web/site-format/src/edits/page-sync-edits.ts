import type { SiteDocument } from '../document/site-document.js'
import type { Command, PageFields } from '../types/command.js'
import type { Page } from '../types/site.js'
import {
  navCommandsForPageAdded,
  navCommandsForPageChanged,
  navCommandsForPageRemoved,
} from './nav-sync.js'
import { addPage, changeActivePage, editPage, removePage } from './page-edits.js'

/** The page edits the editor offers, with nav menus kept in sync, each one undo step. */
export function addPageSynced(doc: SiteDocument, page: Page, nextIdBefore: number): Command {
  const add = addPage(doc, page, nextIdBefore)
  return group([add, ...navCommandsForPageAdded(doc, page.route, page.name)])
}

export function editPageSynced(doc: SiteDocument, route: string, fields: PageFields): Command {
  return group([
    editPage(doc, route, fields),
    ...navCommandsForPageChanged(doc, route, fields.route, fields.name),
  ])
}

/** Removing the page being edited switches to the (possibly new) home page first. */
export function removePageSynced(doc: SiteDocument, route: string): Command {
  const remove = removePage(doc, route)
  const commands: Command[] = []
  if (doc.site.editor?.active === route) commands.push(changeActivePage(doc, remove.data.newHome))
  commands.push(...navCommandsForPageRemoved(doc, route), remove)
  return group(commands)
}

function group(commands: Command[]): Command {
  return commands.length === 1 ? commands[0]! : { type: 'g', data: { commands } }
}
