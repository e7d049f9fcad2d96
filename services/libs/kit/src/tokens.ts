/** Injection tokens the kit provides to every service. */
export const CONFIG = Symbol('CONFIG')
export const LOGGER = Symbol('LOGGER')
export const REDIS = Symbol('REDIS')
