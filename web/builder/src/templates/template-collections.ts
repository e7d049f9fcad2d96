import type { SeedValue, TemplateCollection } from '@tessera/site-format/template-collections'
import type {
  Collection,
  CollectionsClient,
  FieldInput,
  ItemWrite,
} from '../collections/collections-api'

/** Uploads a sample picture as an asset of the site; its id, or undefined when it failed. */
export type UploadPicture = (file: File) => Promise<string | undefined>

/** What a template's collections need from the site: its collections and its pictures. */
export interface TemplateCollectionsHost {
  client: Pick<CollectionsClient, 'list' | 'create' | 'addItem'>
  upload: UploadPicture
}

/** A collection made earlier from the same template: same name, same fields at the same ids. */
function sameCollection(existing: Collection, seed: TemplateCollection): boolean {
  return (
    existing.name === seed.name &&
    seed.fields.every((field, i) =>
      existing.fields.some((f) => f.id === i + 1 && f.name === field.name && f.type === field.type),
    )
  )
}

/** `Posts`, else `Posts 2`, `Posts 3`, … whichever no collection of the site has. */
function freeName(taken: readonly Collection[], name: string): string {
  const names = new Set(taken.map((collection) => collection.name))
  let candidate = name
  for (let n = 2; names.has(candidate); n++) candidate = `${name} ${n}`
  return candidate
}

function fieldInput(field: TemplateCollection['fields'][number]): FieldInput {
  return {
    name: field.name,
    type: field.type,
    validation_rules: field.required ? [{ rule_type: 'Required' }] : [],
    choices: [],
    public: true,
  }
}

/** A sample value as the service takes it: text by language (`*` the default), or as is. */
async function itemValue(value: SeedValue, name: string, upload: UploadPicture): Promise<unknown> {
  if (typeof value === 'string') return value
  if ('svg' in value) {
    const file = new File([value.svg], `${name}.svg`, { type: 'image/svg+xml' })
    return (await upload(file)) ?? null
  }
  return { '*': value.en, 'zh-tw': value.zh }
}

/**
 * Makes the collections a template starts with, with their published sample items (their
 * pictures uploaded as the site's assets), and answers the collection id for each stand-in
 * id. A collection this template made before, untouched in its fields, is used again without
 * adding its items twice; a name taken by another collection gets a number.
 */
export async function makeTemplateCollections(
  host: TemplateCollectionsHost,
  seeds: readonly TemplateCollection[],
): Promise<Record<string, string>> {
  const existing = await host.client.list()
  const ids: Record<string, string> = {}
  for (const seed of seeds) {
    const reused = existing.find((collection) => sameCollection(collection, seed))
    if (reused !== undefined) {
      ids[seed.id] = reused.id
      continue
    }
    const made = await host.client.create(
      freeName(existing, seed.name),
      seed.fields.map(fieldInput),
    )
    existing.push(made)
    ids[seed.id] = made.id
    for (const [index, sample] of seed.items.entries()) {
      const values: Record<string, unknown> = {}
      for (const [field, value] of Object.entries(sample)) {
        values[field] = await itemValue(
          value,
          `${seed.name.toLowerCase()}-${index + 1}`,
          host.upload,
        )
      }
      const item: ItemWrite = { status: 'Published', values }
      await host.client.addItem(made.id, item)
    }
  }
  return ids
}
