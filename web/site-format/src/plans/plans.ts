/**
 * The site plans (platform.md sections 3 and 9): what each site type includes and costs.
 * DESIGN.md settles the open points: features per "Reading B", prices in US cents.
 */
export const SITE_TYPES = ['Free', 'Paid1', 'Paid2', 'Paid3'] as const
export type SiteType = (typeof SITE_TYPES)[number]

export const RECURRENCES = ['Daily', 'Monthly', 'Yearly'] as const
export type Recurrence = (typeof RECURRENCES)[number]

export interface PlanFeatures {
  /** The site's size: the pages part of a version, in bytes of JSON text. */
  siteBytes: number
  /** Asset storage, in bytes. */
  assetBytes: number
  /** Visitors a month. */
  visitors: number
}

const KB = 1000
const MB = 1000 * KB
const GB = 1000 * MB

export const PLAN_FEATURES: Readonly<Record<SiteType, PlanFeatures>> = {
  Free: { siteBytes: 500 * KB, assetBytes: 5 * MB, visitors: 10_000 },
  Paid1: { siteBytes: 1 * MB, assetBytes: 50 * MB, visitors: 100_000 },
  Paid2: { siteBytes: 10 * MB, assetBytes: 100 * MB, visitors: 1_000_000 },
  Paid3: { siteBytes: 100 * MB, assetBytes: 1 * GB, visitors: 10_000_000 },
}

/** Prices in US cents per period. */
export const PLAN_PRICES: Readonly<Record<Recurrence, Readonly<Record<SiteType, number>>>> = {
  Daily: { Free: 0, Paid1: 300, Paid2: 600, Paid3: 1500 },
  Monthly: { Free: 0, Paid1: 3000, Paid2: 6000, Paid3: 15000 },
  Yearly: { Free: 0, Paid1: 3000, Paid2: 6000, Paid3: 15000 },
}

export interface CustomDataAllowance {
  /** Bytes of stored row values (JSON text), the site's `custom_data_usage`. */
  bytes: number
  tables: number
  rowsPerTable: number
}

/**
 * What a site may keep in custom data tables (`custom_data_allowance` is `bytes`). The spec names
 * the allowance but not its values: as much as the site itself, in as many rows as a table export
 * reaches (100,000).
 */
export const CUSTOM_DATA_ALLOWANCES: Readonly<Record<SiteType, CustomDataAllowance>> = {
  Free: { bytes: PLAN_FEATURES.Free.siteBytes, tables: 10, rowsPerTable: 10_000 },
  Paid1: { bytes: PLAN_FEATURES.Paid1.siteBytes, tables: 25, rowsPerTable: 100_000 },
  Paid2: { bytes: PLAN_FEATURES.Paid2.siteBytes, tables: 50, rowsPerTable: 100_000 },
  Paid3: { bytes: PLAN_FEATURES.Paid3.siteBytes, tables: 100, rowsPerTable: 100_000 },
}

export interface CollectionAllowance {
  /** Collections a site may have. */
  collections: number
  /** Items in all of a site's collections together. */
  items: number
}

/**
 * What a site may keep in collections. Webflow stops at 40 collections and 10,000 items a site;
 * the top tier here is never below 100 collections and 100,000 items.
 */
export const COLLECTION_ALLOWANCES: Readonly<Record<SiteType, CollectionAllowance>> = {
  Free: { collections: 10, items: 1000 },
  Paid1: { collections: 20, items: 10_000 },
  Paid2: { collections: 50, items: 50_000 },
  Paid3: { collections: 100, items: 100_000 },
}

export interface RestorePointAllowance {
  /**
   * Automatic restore points (taken at publish and before a whole-site replacement) are kept
   * while younger than this many days, and the newest `keepPoints` of them however old.
   */
  keepDays: number
  keepPoints: number
  /** Automatic points kept at most, however young: a bound for sites published all day. */
  maxAutomatic: number
  /** Named points a site may keep; null: as many as the owner names. */
  namedPoints: number | null
}

/**
 * How long a site's restore points are kept. Free keeps at least 30 days and 50 points; the
 * top tier keeps every named point. Points are stored compressed and counted in the site's usage.
 */
export const RESTORE_POINT_ALLOWANCES: Readonly<Record<SiteType, RestorePointAllowance>> = {
  Free: { keepDays: 30, keepPoints: 50, maxAutomatic: 200, namedPoints: 10 },
  Paid1: { keepDays: 60, keepPoints: 100, maxAutomatic: 400, namedPoints: 25 },
  Paid2: { keepDays: 90, keepPoints: 200, maxAutomatic: 800, namedPoints: 100 },
  Paid3: { keepDays: 365, keepPoints: 500, maxAutomatic: 2000, namedPoints: null },
}

export * from './billing-info.js'
