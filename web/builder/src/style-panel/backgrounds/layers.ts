import { topLevelSplit } from '../effects/shadow-list'

/** A gradient's colour stop: a colour and, optionally, where it sits. */
export interface Stop {
  color: string
  at: string
}

/** One background layer, as the list editor shows it. */
export type LayerImage =
  | { kind: 'image'; url: string }
  | { kind: 'linear'; angle: string; stops: Stop[] }
  | { kind: 'radial'; shape: string; stops: Stop[] }
  | { kind: 'other'; text: string }

export type Layer = LayerImage & { size: string; position: string; repeat: string }

const AT = /^-?(?:\d+\.?\d*|\.\d+)(?:px|em|rem|%|vw|vh)?$/

function parseStops(parts: string[]): Stop[] {
  return parts.map((part) => {
    const tokens = topLevelSplit(part, ' ')
    const last = tokens[tokens.length - 1] ?? ''
    return tokens.length > 1 && AT.test(last)
      ? { color: tokens.slice(0, -1).join(' '), at: last }
      : { color: part, at: '' }
  })
}

function parseImage(text: string): LayerImage {
  const url = /^url\(\s*(['"]?)(.*)\1\s*\)$/i.exec(text)
  if (url) return { kind: 'image', url: url[2]! }
  const gradient = /^(linear|radial)-gradient\((.*)\)$/i.exec(text)
  if (!gradient) return { kind: 'other', text }
  const args = topLevelSplit(gradient[2]!)
  if (gradient[1]!.toLowerCase() === 'linear') {
    const first = args[0] ?? ''
    const angle = /^(?:-?[\d.]+(?:deg|turn|rad|grad)|to\s.+)$/i.test(first) ? first : ''
    return { kind: 'linear', angle, stops: parseStops(angle ? args.slice(1) : args) }
  }
  const first = args[0] ?? ''
  const shape = /^(?:circle|ellipse|closest|farthest|at\s)/i.test(first) ? first : ''
  return { kind: 'radial', shape, stops: parseStops(shape ? args.slice(1) : args) }
}

/** The properties a layer list is written to, in one change. */
export const LAYER_PROPERTIES = [
  'background-image',
  'background-size',
  'background-position',
  'background-repeat',
] as const

/** The layers of a background, from its image, size, position and repeat lists. */
export function parseLayers(values: Partial<Record<string, string | undefined>>): Layer[] {
  const image = values['background-image']
  if (image === undefined || image.trim() === '' || image.trim() === 'none') return []
  const sizes = topLevelSplit(values['background-size'] ?? '')
  const positions = topLevelSplit(values['background-position'] ?? '')
  const repeats = topLevelSplit(values['background-repeat'] ?? '')
  const pick = (list: string[], index: number, fallback: string) =>
    list.length === 0 ? fallback : (list[index % list.length] ?? fallback)
  return topLevelSplit(image).map((text, index) => ({
    ...parseImage(text),
    size: pick(sizes, index, 'auto'),
    position: pick(positions, index, '0% 0%'),
    repeat: pick(repeats, index, 'repeat'),
  }))
}

function imageText(layer: Layer): string {
  const stops = (list: Stop[]) => list.map((s) => (s.at ? `${s.color} ${s.at}` : s.color))
  switch (layer.kind) {
    case 'image':
      return `url("${layer.url}")`
    case 'linear':
      return `linear-gradient(${[...(layer.angle ? [layer.angle] : []), ...stops(layer.stops)].join(', ')})`
    case 'radial':
      return `radial-gradient(${[...(layer.shape ? [layer.shape] : []), ...stops(layer.stops)].join(', ')})`
    case 'other':
      return layer.text
  }
}

/** The four properties of a layer list; all undefined (removed) for no layers. */
export function formatLayers(layers: readonly Layer[]): Record<string, string | undefined> {
  if (layers.length === 0) {
    return Object.fromEntries(LAYER_PROPERTIES.map((property) => [property, undefined]))
  }
  return {
    'background-image': layers.map(imageText).join(', '),
    'background-size': layers.map((l) => l.size).join(', '),
    'background-position': layers.map((l) => l.position).join(', '),
    'background-repeat': layers.map((l) => l.repeat).join(', '),
  }
}

const PLACEMENT = { size: 'auto', position: '0% 0%', repeat: 'repeat' }

/** A new layer of each kind, ready to see. */
export function newLayer(kind: 'image' | 'linear' | 'radial'): Layer {
  if (kind === 'image')
    return { kind, url: '', ...PLACEMENT, size: 'cover', position: 'center', repeat: 'no-repeat' }
  const stops = [
    { color: '#ffffff', at: '0%' },
    { color: '#000000', at: '100%' },
  ]
  return kind === 'linear'
    ? { kind, angle: '180deg', stops, ...PLACEMENT }
    : { kind, shape: 'circle', stops, ...PLACEMENT }
}
