/**
 * The build menu's entries, in the spec's order (editor.md section 2), each defined once: its
 * default key (none for Custom data), whether it opens a sub-menu beside the build menu (Theme
 * and Styles switch the right-hand menu instead, Translations opens a dialog), and whether only
 * a logged-in user sees it (editor.md section 6). Its name is `builder.menu.<entry>`.
 */
export const buildMenu = [
  { entry: 'new', key: 'a', subMenu: true, loggedInOnly: false },
  { entry: 'custom', key: 'c', subMenu: true, loggedInOnly: false },
  { entry: 'pages', key: 'p', subMenu: true, loggedInOnly: false },
  { entry: 'theme', key: 't', subMenu: false, loggedInOnly: false },
  { entry: 'styles', key: 's', subMenu: false, loggedInOnly: false },
  { entry: 'assets', key: 'm', subMenu: true, loggedInOnly: true },
  { entry: 'translations', key: 'i', subMenu: false, loggedInOnly: true },
  { entry: 'behaviors', key: 'b', subMenu: true, loggedInOnly: false },
  { entry: 'customData', key: undefined, subMenu: false, loggedInOnly: false },
  { entry: 'collections', key: 'o', subMenu: true, loggedInOnly: true },
  { entry: 'history', key: 'h', subMenu: true, loggedInOnly: false },
  { entry: 'file', key: 'f', subMenu: true, loggedInOnly: false },
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
