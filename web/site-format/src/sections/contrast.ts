const byte = (hex: string): number => parseInt(hex, 16)

/** `#rgb` or `#rrggbb` as 0–255 channels; undefined for anything else. */
export function parseHexColor(value: string): [number, number, number] | undefined {
  const hex = value.trim().toLowerCase()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex)
  if (short)
    return [byte(short[1]! + short[1]!), byte(short[2]! + short[2]!), byte(short[3]! + short[3]!)]
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(hex)
  if (long) return [byte(long[1]!), byte(long[2]!), byte(long[3]!)]
  return undefined
}

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a hex colour. */
export function luminance(color: string): number {
  const rgb = parseHexColor(color)
  if (!rgb) throw new Error(`Not a hex colour: ${color}`)
  const [r, g, b] = rgb.map(channel) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
