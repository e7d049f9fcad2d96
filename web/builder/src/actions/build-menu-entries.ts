/**
 * The build menu's entries, in the spec's order (editor.md section 2), each defined once: its
 * default key (none for Custom data), whether it opens a sub-menu beside the build menu (Theme
 * and Styles switch the right-hand menu instead, Translations opens a dialog), and whether only
 * a logged-in user sees it (editor.md section 6), and the command power a role needs to use it
 * (site-format's, as the site server checks saves): a content editor's builder offers only the
 * `content` entries. Its name is `builder.menu.<entry>`.
 */
export const buildMenu = [
  { entry: 'new', key: 'a', subMenu: true, loggedInOnly: false, power: 'design' },
  { entry: 'custom', key: 'c', subMenu: true, loggedInOnly: false, power: 'design' },
  { entry: 'pages', key: 'p', subMenu: true, loggedInOnly: false, power: 'design' },
  { entry: 'theme', key: 't', subMenu: false, loggedInOnly: false, power: 'design' },
  { entry: 'styles', key: 's', subMenu: false, loggedInOnly: false, power: 'design' },
  { entry: 'assets', key: 'm', subMenu: true, loggedInOnly: true, power: 'content' },
  { entry: 'translations', key: 'i', subMenu: false, loggedInOnly: true, power: 'content' },
  { entry: 'behaviors', key: 'b', subMenu: true, loggedInOnly: false, power: 'design' },
  { entry: 'customData', key: undefined, subMenu: false, loggedInOnly: false, power: 'design' },
  { entry: 'collections', key: 'o', subMenu: true, loggedInOnly: true, power: 'content' },
  { entry: 'history', key: 'h', subMenu: true, loggedInOnly: false, power: 'content' },
  { entry: 'file', key: 'f', subMenu: true, loggedInOnly: false, power: 'design' },
] as const

export type BuildMenuEntry = (typeof buildMenu)[number]['entry']

export const buildMenuEntries: readonly BuildMenuEntry[] = buildMenu.map((item) => item.entry)

/** The entries that open a sub-menu beside the build menu. */
export const subMenus: ReadonlySet<BuildMenuEntry> = new Set(
  buildMenu.filter((item) => item.subMenu).map((item) => item.entry),
)

/** Entries only a logged-in user sees. */
export const loggedInOnly: ReadonlySet<BuildMenuEntry> = new Set(
  buildMenu.filter((item) => item.loggedInOnly).map((item) => item.entry),
)

/** The command power a role needs to use each entry. */
export const menuPower: ReadonlyMap<BuildMenuEntry, 'content' | 'design'> = new Map(
  buildMenu.map((item) => [item.entry, item.power]),
)
