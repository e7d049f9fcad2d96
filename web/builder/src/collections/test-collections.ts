// Test support only: collection fields as the collections API answers them.
import type { CollectionField } from './collections-api'

/** A field with the API's defaults; `extra` overrides any of them. */
export const field = (
  id: number,
  name: string,
  type: CollectionField['type'],
  extra: Partial<CollectionField> = {},
): CollectionField => ({
  id,
  name,
  type,
  validation_rules: [],
  choices: [],
  target_collection_id: null,
  source_field_id: null,
  public: true,
  ...extra,
})
