import { Injectable } from '@nestjs/common'
import {
  CollectionsRepository,
  type CollectionDef,
  type Dependent,
} from './collections.repository.js'

/**
 * What may refer to a collection or to one of its fields, and would be left pointing at
 * nothing by its deletion. Each source answers for one kind of reference; the service asks
 * them all before deleting, and refuses without a confirmation when any answers. Page bindings
 * (a template page bound to a collection, a component bound to a field) are stored with the
 * site's content: their source is added to `DEPENDENTS_SOURCES` when they exist.
 */
export interface DependentsSource {
  ofCollection(collection: CollectionDef): Promise<Dependent[]>
  ofField(collection: CollectionDef, fieldId: number): Promise<Dependent[]>
}

export const DEPENDENTS_SOURCES = Symbol('DEPENDENTS_SOURCES')

/** Other collections' reference fields pointing at the collection; slugs made from a field. */
@Injectable()
export class ReferenceDependents implements DependentsSource {
  constructor(private readonly collections: CollectionsRepository) {}

  ofCollection(collection: CollectionDef): Promise<Dependent[]> {
    return this.collections.dependentsOfCollection(collection.id)
  }

  ofField(collection: CollectionDef, fieldId: number): Promise<Dependent[]> {
    return Promise.resolve(this.collections.dependentsOfField(collection, fieldId))
  }
}
