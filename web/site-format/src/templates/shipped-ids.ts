/**
 * The fixed ids of the templates Tessera ships, by their key. Seeding uses them to add each
 * template once; the app and the builder use them to show a shipped template's name and
 * description in the reader's language (`templates.shipped.{key}.name`, `.description`).
 */
export const SHIPPED_TEMPLATE_IDS = {
  personal: '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3e0001',
  portfolio: '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3e0002',
  blog: '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3e0003',
  business: '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3e0004',
  educational: '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3e0005',
  community: '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3e0006',
  restaurant: '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3e0007',
  shop: '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3e0008',
  event: '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3e0009',
  photographer: '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3e0010',
  clinic: '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3e0011',
  agency: '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3e0012',
} as const

export type ShippedTemplateKey = keyof typeof SHIPPED_TEMPLATE_IDS

/** The key of a shipped template, or undefined for any other template. */
export function shippedTemplateKey(id: string): ShippedTemplateKey | undefined {
  const found = Object.entries(SHIPPED_TEMPLATE_IDS).find(([, value]) => value === id)
  return found?.[0] as ShippedTemplateKey | undefined
}
