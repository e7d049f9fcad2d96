import { SiteDocument } from '../document/site-document.js'
import { History } from '../history/history.js'
import { repairInstances } from '../edits/custom-edits.js'
import { migrationCommands } from '../migrations/migrate.js'
import type { Command } from '../types/command.js'
import type { Site } from '../types/site.js'

export interface OpenSite {
  doc: SiteDocument
  history: History
  /** The site was in an older format and has been migrated (an undoable history entry). */
  migrated: boolean
  /**
   * What opening changed, as history entries to save like any edit: the migration of an older
   * format, then the shells instances of custom components lacked.
   */
  opening: Command[]
}

/**
 * Opens a site for editing: indexes it, and migrates an older format as the newest history
 * entry, so undo takes it back down. Instances of custom components saved without shells of
 * some parts of their source (before additions reached instances) get them, as one more entry.
 * Throws 'Failed to complete migration, site may be broken' for a format this code does not know.
 */
export function openSite(
  site: Site,
  options: {
    editingEnabled?: boolean
    /**
     * Whether to add the missing shells (a design change): off for someone who may save only
     * content, who then edits the site as it was stored.
     */
    repair?: boolean
  } = {},
): OpenSite {
  const doc = new SiteDocument(site)
  const history = new History(doc)
  const commands = migrationCommands(site)
  const opening: Command[] = []
  for (const command of commands) {
    if (history.push(command, { merge: false })) opening.push(command)
  }
  const migrated = opening.length > 0
  // Only where the person can edit the design: a read-only version is shown as it was stored.
  if ((options.editingEnabled ?? true) && (options.repair ?? true)) {
    const repair = repairInstances(doc)
    if (repair && history.push(repair, { merge: false })) opening.push(repair)
  }
  history.editingEnabled = options.editingEnabled ?? true
  return { doc, history, migrated, opening }
}
