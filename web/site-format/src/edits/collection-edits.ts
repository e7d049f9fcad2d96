import type { SiteDocument } from '../document/site-document.js'
import type {
  BindingTarget,
  CollectionList,
  FieldBinding,
  PageCollection,
} from '../types/collection.js'
import { isBindingTarget } from '../types/collection.js'
import type { Command } from '../types/command.js'
import { deepEqual } from '../serialization/deep-equal.js'
import { validateTemplateRoute } from '../validation/collections.js'

const copy = <T>(value: T | undefined): T | undefined =>
  value === undefined ? undefined : structuredClone(value)

/**
 * Binds one target of a component to a field (undefined: unbinds it). Undefined when nothing
 * would change, so no empty step lands in the history.
 */
export function setComponentBinding(
  doc: SiteDocument,
  id: string,
  target: BindingTarget,
  binding: FieldBinding | undefined,
): Command<'setCB'> | undefined {
  if (!isBindingTarget(target)) throw new Error(`Not a binding target: ${target}`)
  const component = doc.component(id)
  const old =
    component.bindings && Object.hasOwn(component.bindings, target)
      ? component.bindings[target]
      : undefined
  if (deepEqual(old, binding)) return undefined
  return {
    type: 'setCB',
    data: {
      id,
      target,
      ...(old === undefined ? {} : { old: copy(old)! }),
      ...(binding === undefined ? {} : { new: copy(binding)! }),
    },
  }
}

/** Sets a collection list's settings (undefined: the component is no longer a list). */
export function setCollectionList(
  doc: SiteDocument,
  id: string,
  list: CollectionList | undefined,
): Command<'setCL'> | undefined {
  const old = doc.component(id).list
  if (deepEqual(old, list)) return undefined
  return {
    type: 'setCL',
    data: {
      id,
      ...(old === undefined ? {} : { old: copy(old)! }),
      ...(list === undefined ? {} : { new: copy(list)! }),
    },
  }
}

/**
 * Binds a template page to a collection (undefined: unbinds it). Its route must hold one
 * parameter, which the item's slug fills.
 */
export function setPageCollection(
  doc: SiteDocument,
  route: string,
  binding: PageCollection | undefined,
): Command<'setPC'> | undefined {
  const page = doc.page(route)
  if (binding !== undefined && validateTemplateRoute(page.route) !== undefined) {
    throw new Error(`The route ${route} has no parameter for the item's slug`)
  }
  if (deepEqual(page.collection, binding)) return undefined
  return {
    type: 'setPC',
    data: {
      route,
      ...(page.collection === undefined ? {} : { old: copy(page.collection)! }),
      ...(binding === undefined ? {} : { new: copy(binding)! }),
    },
  }
}
