/** Drag data kinds the canvas and the tree accept (editor.md section 4, Drag and drop). */
export const BLOCK_DRAG_TYPE = 'application/x-tessera-block'
export const COMPONENT_DRAG_TYPE = 'application/x-tessera-component'
export const ASSET_DRAG_TYPE = 'application/x-tessera-asset'
/** A library section: `{id, language}` as JSON. */
export const SECTION_DRAG_TYPE = 'application/x-tessera-section'
/** A custom component slot: the drop adds an instance of the definition. */
export const CUSTOM_DRAG_TYPE = 'application/x-tessera-custom'

/** Thrown for drop data the builder does not know. */
export const UNKNOWN_ADD_DATA_TYPE = 'UNKNOWN_ADD_DATA_TYPE'

/** What a drop adds or moves. */
export type DropData =
  | { kind: 'block'; builtinId: string }
  | { kind: 'section'; sectionId: string; language: string }
  | { kind: 'custom'; sourceId: string }
  | { kind: 'component'; id: string }
  | { kind: 'asset'; url: string; contentType: string; name: string }
  | { kind: 'files'; files: File[] }

export interface AssetDragData {
  url: string
  contentType: string
  name: string
}

/** Reads a drag's data; throws UNKNOWN_ADD_DATA_TYPE for anything else. */
export function readDropData(transfer: DataTransfer): DropData {
  const block = transfer.getData(BLOCK_DRAG_TYPE)
  if (block) return { kind: 'block', builtinId: block }
  const section = transfer.getData(SECTION_DRAG_TYPE)
  if (section) {
    const parsed = JSON.parse(section) as { id?: unknown; language?: unknown }
    if (typeof parsed.id === 'string' && typeof parsed.language === 'string')
      return { kind: 'section', sectionId: parsed.id, language: parsed.language }
  }
  const custom = transfer.getData(CUSTOM_DRAG_TYPE)
  if (custom) return { kind: 'custom', sourceId: custom }
  const component = transfer.getData(COMPONENT_DRAG_TYPE)
  if (component) return { kind: 'component', id: component }
  const asset = transfer.getData(ASSET_DRAG_TYPE)
  if (asset) {
    const parsed = JSON.parse(asset) as Partial<AssetDragData>
    if (typeof parsed.url === 'string' && typeof parsed.contentType === 'string') {
      return {
        kind: 'asset',
        url: parsed.url,
        contentType: parsed.contentType,
        name: parsed.name ?? '',
      }
    }
  }
  if (transfer.files.length > 0) return { kind: 'files', files: [...transfer.files] }
  throw new Error(UNKNOWN_ADD_DATA_TYPE)
}

/** Whether a drag carries something the builder can drop (types are readable during the drag). */
export function isKnownDrag(transfer: DataTransfer): boolean {
  const types = [...transfer.types]
  return (
    types.includes(BLOCK_DRAG_TYPE) ||
    types.includes(SECTION_DRAG_TYPE) ||
    types.includes(CUSTOM_DRAG_TYPE) ||
    types.includes(COMPONENT_DRAG_TYPE) ||
    types.includes(ASSET_DRAG_TYPE) ||
    types.includes('Files')
  )
}
