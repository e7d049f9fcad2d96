import type { ArgType } from '@tessera/site-format'

/**
 * The catalogue key naming a behaviour arg's or a component input's type: `string` is String,
 * `string[]` String list, `string{}` String map.
 */
export function argTypeKey(type: ArgType): string {
  return `builder.behaviors.argType.${type.replace('[]', 'List').replace('{}', 'Map')}`
}
