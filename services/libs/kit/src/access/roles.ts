/** The roles and the powers they hold: one table, shared with the app and the builder. */
export {
  isRole,
  POWERS,
  type Power,
  type Role,
  roleHolds,
  ROLES,
  savePower,
  type SitePower,
  strongest,
  type WorkspacePower,
} from '@tessera/site-format/access'
