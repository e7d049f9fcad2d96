import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import { acceptedAssetUrl } from '../../assets/apply-asset'
import { SelectAssetDialog } from '../../assets/select-asset-dialog'
import { checkStyleValue } from '../../styles-editing/style-check'
import { Picture } from '../shared/icons'
import { PartColor, PartInput, isLength } from '../shared/list-parts'
import { PropertyLabel } from '../shared/property-label'
import { useEditSession, useResolved, useStyleWriter } from '../shared/writer-context'
import {
  formatLayers,
  LAYER_PROPERTIES,
  newLayer,
  parseLayers,
  type Layer,
  type Stop,
} from './layers'

const SIZES = ['auto', 'cover', 'contain'] as const
const POSITIONS = ['0% 0%', 'center', 'top', 'bottom', 'left', 'right'] as const
const REPEATS = ['repeat', 'no-repeat', 'repeat-x', 'repeat-y'] as const

function LayerSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string
  value: string
  choices: readonly string[]
  onChange(value: string): void
}) {
  const id = useId()
  return (
    <div className="sp-field sp-part">
      <label htmlFor={id} className="sp-label">
        {label}
      </label>
      <select
        id={id}
        className="text-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {!choices.includes(value) && <option value={value}>{value}</option>}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The stops of a gradient: each a colour and a position; stops added and removed. */
function StopsEditor({
  stops,
  onChange,
  onEnd,
}: {
  stops: Stop[]
  onChange(stops: Stop[], once: boolean): void
  onEnd(): void
}) {
  const t = useT()
  const set = (index: number, part: Partial<Stop>, once = false) =>
    onChange(
      stops.map((stop, i) => (i === index ? { ...stop, ...part } : stop)),
      once,
    )
  return (
    <ol className="sp-stops">
      {stops.map((stop, index) => {
        const n = index + 1
        return (
          <li key={index} className="sp-stop">
            <PartColor
              label={t('builder.stylePanel.backgrounds.stopColor', { n })}
              value={stop.color}
              onChange={(color, once) => set(index, { color }, once)}
              onEnd={onEnd}
            />
            <PartInput
              label={t('builder.stylePanel.backgrounds.stopAt', { n })}
              value={stop.at}
              valid={(text) => text === '' || isLength(text)}
              onChange={(at) => set(index, { at })}
              onEnd={onEnd}
            />
            <button
              type="button"
              className="icon-button"
              aria-label={t('builder.stylePanel.backgrounds.removeStop', { n })}
              title={t('builder.stylePanel.backgrounds.removeStop', { n })}
              disabled={stops.length <= 2}
              onClick={() =>
                onChange(
                  stops.filter((_, i) => i !== index),
                  true,
                )
              }
            >
              <Icon name="trash" size={14} />
            </button>
          </li>
        )
      })}
      <li>
        <button
          type="button"
          className="button button-small"
          onClick={() =>
            onChange(
              [...stops, { color: stops[stops.length - 1]?.color ?? '#000000', at: '100%' }],
              true,
            )
          }
        >
          {t('builder.stylePanel.backgrounds.addStop')}
        </button>
      </li>
    </ol>
  )
}

/**
 * Background layers: images (from the site's assets or an address) and linear or radial
 * gradients with their stops, each with its size, position and repeat; the first is on top.
 */
export const LayersField = observer(function LayersField() {
  const t = useT()
  const writer = useStyleWriter()
  const session = useEditSession(writer)
  const image = useResolved(writer, 'background-image')
  const size = useResolved(writer, 'background-size')
  const position = useResolved(writer, 'background-position')
  const repeat = useResolved(writer, 'background-repeat')
  const labelId = useId()
  const descriptionId = useId()
  const [picking, setPicking] = useState<number | 'new' | undefined>()
  const layers = parseLayers({
    'background-image': image.value,
    'background-size': size.value,
    'background-position': position.value,
    'background-repeat': repeat.value,
  })
  const write = (next: Layer[], once = false) => {
    const values = formatLayers(next)
    for (const [property, value] of Object.entries(values)) {
      if (value !== undefined && checkStyleValue(property, value, writer.theme)) return
    }
    if (once) session.once(values)
    else session.write(values)
  }
  const change = (index: number, layer: Layer, once = false) =>
    write(
      layers.map((l, i) => (i === index ? layer : l)),
      once,
    )
  const kindName = (layer: Layer) =>
    layer.kind === 'image'
      ? t('builder.stylePanel.backgrounds.addImage')
      : layer.kind === 'linear'
        ? t('builder.stylePanel.backgrounds.addLinear')
        : layer.kind === 'radial'
          ? t('builder.stylePanel.backgrounds.addRadial')
          : 'CSS'
  return (
    <div className="sp-field sp-list" role="group" aria-labelledby={labelId}>
      <PropertyLabel
        id={labelId}
        label={t('builder.stylePanel.backgrounds.layers')}
        resolved={image}
        descriptionId={descriptionId}
        disabled={!writer.editable}
        onReset={() =>
          session.once(Object.fromEntries(LAYER_PROPERTIES.map((p) => [p, undefined])))
        }
      />
      {layers.length === 0 && (
        <p className="field-hint">{t('builder.stylePanel.backgrounds.none')}</p>
      )}
      <ol className="sp-list-items">
        {layers.map((layer, index) => {
          const n = index + 1
          return (
            <li key={index} className="sp-list-item">
              <div className="sp-list-head">
                <span className="sp-label">
                  {t('builder.stylePanel.backgrounds.layer', { n, kind: kindName(layer) })}
                </span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('builder.stylePanel.backgrounds.moveUp', { n })}
                  title={t('builder.stylePanel.backgrounds.moveUp', { n })}
                  disabled={index === 0}
                  onClick={() => {
                    const next = [...layers]
                    next.splice(index - 1, 0, next.splice(index, 1)[0]!)
                    write(next, true)
                  }}
                >
                  <Picture name="columnReverse" />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('builder.stylePanel.backgrounds.remove', { n })}
                  title={t('builder.stylePanel.backgrounds.remove', { n })}
                  onClick={() =>
                    write(
                      layers.filter((_, i) => i !== index),
                      true,
                    )
                  }
                >
                  <Icon name="trash" size={14} />
                </button>
              </div>
              {layer.kind === 'image' && (
                <div className="sp-layer-image">
                  <PartInput
                    label={t('builder.stylePanel.backgrounds.imageUrl')}
                    value={layer.url}
                    valid={(text) => acceptedAssetUrl(text) !== undefined}
                    onChange={(url) => change(index, { ...layer, url })}
                    onEnd={session.end}
                  />
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => setPicking(index)}
                  >
                    {t('builder.stylePanel.backgrounds.chooseImage')}
                  </button>
                </div>
              )}
              {layer.kind === 'linear' && (
                <PartInput
                  label={t('builder.stylePanel.backgrounds.angle')}
                  value={layer.angle}
                  valid={(text) =>
                    text === '' || /^(?:-?[\d.]+(?:deg|turn)|to\s[a-z ]+)$/.test(text)
                  }
                  onChange={(angle) => change(index, { ...layer, angle })}
                  onEnd={session.end}
                />
              )}
              {(layer.kind === 'linear' || layer.kind === 'radial') && (
                <StopsEditor
                  stops={layer.stops}
                  onChange={(stops, once) => change(index, { ...layer, stops }, once)}
                  onEnd={session.end}
                />
              )}
              <div className="sp-grid-3">
                <LayerSelect
                  label={t('builder.stylePanel.backgrounds.size')}
                  value={layer.size}
                  choices={SIZES}
                  onChange={(value) => change(index, { ...layer, size: value }, true)}
                />
                <LayerSelect
                  label={t('builder.stylePanel.backgrounds.position')}
                  value={layer.position}
                  choices={POSITIONS}
                  onChange={(value) => change(index, { ...layer, position: value }, true)}
                />
                <LayerSelect
                  label={t('builder.stylePanel.backgrounds.repeat')}
                  value={layer.repeat}
                  choices={REPEATS}
                  onChange={(value) => change(index, { ...layer, repeat: value }, true)}
                />
              </div>
            </li>
          )
        })}
      </ol>
      <div
        className="sp-add-layer"
        role="group"
        aria-label={t('builder.stylePanel.backgrounds.add')}
      >
        <span className="sp-label" aria-hidden="true">
          {t('builder.stylePanel.backgrounds.add')}
        </span>
        <button
          type="button"
          className="button button-small"
          disabled={!writer.editable}
          onClick={() => setPicking('new')}
        >
          {t('builder.stylePanel.backgrounds.addImage')}
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={!writer.editable}
          onClick={() => write([newLayer('linear'), ...layers], true)}
        >
          {t('builder.stylePanel.backgrounds.addLinear')}
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={!writer.editable}
          onClick={() => write([newLayer('radial'), ...layers], true)}
        >
          {t('builder.stylePanel.backgrounds.addRadial')}
        </button>
      </div>
      {picking !== undefined && (
        <SelectAssetDialog
          kind="image"
          onPick={(url) => {
            if (picking === 'new') write([{ ...newLayer('image'), url } as Layer, ...layers], true)
            else {
              const layer = layers[picking]
              if (layer?.kind === 'image') change(picking, { ...layer, url }, true)
            }
          }}
          onClose={() => setPicking(undefined)}
        />
      )}
    </div>
  )
})
