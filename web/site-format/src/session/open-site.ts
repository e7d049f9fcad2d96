import { SiteDocument } from '../document/site-document.js'
import { History } from '../history/history.js'
import { migrationCommands } from '../migrations/migrate.js'
import type { Site } from '../types/site.js'

export interface OpenSite {
  doc: SiteDocument
  history: History
  /** The site was in an older format and has been migrated (an undoable history entry). */
  migrated: boolean
}

/**
 * Opens a site for editing: indexes it, and migrates an older format as the newest history
 * entry, so undo takes it back down. Throws 'Failed to complete migration, site may be
 * broken' for a format this code does not know.
 */
export function openSite(site: Site, options: { editingEnabled?: boolean } = {}): OpenSite {
  const doc = new SiteDocument(site)
  const history = new History(doc)
  const commands = migrationCommands(site)
  for (const command of commands) history.push(command, { merge: false })
  history.editingEnabled = options.editingEnabled ?? true
  return { doc, history, migrated: commands.length > 0 }
}
