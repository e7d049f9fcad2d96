import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import { checkStyleValue } from '../../styles-editing/style-check'
import { PartColor, PartInput, isLength } from '../shared/list-parts'
import { PropertyLabel } from '../shared/property-label'
import { useEditSession, useResolved, useStyleWriter } from '../shared/writer-context'
import { formatShadows, NEW_SHADOW, parseShadows, type Shadow } from './shadow-list'

/** Box shadows as a list: add, remove, and each one's offsets, blur, spread, colour and inset. */
export const ShadowsField = observer(function ShadowsField() {
  const t = useT()
  const writer = useStyleWriter()
  const session = useEditSession(writer)
  const resolved = useResolved(writer, 'box-shadow')
  const labelId = useId()
  const descriptionId = useId()
  const shadows = parseShadows(resolved.value)
  const write = (next: Shadow[], once = false) => {
    const value = formatShadows(next)
    if (value !== undefined && checkStyleValue('box-shadow', value, writer.theme)) return
    if (once) session.once({ 'box-shadow': value })
    else session.write({ 'box-shadow': value })
  }
  const change = (index: number, part: Partial<Shadow>, once = false) =>
    shadows &&
    write(
      shadows.map((shadow, i) => (i === index ? { ...shadow, ...part } : shadow)),
      once,
    )
  return (
    <div className="sp-field sp-list" role="group" aria-labelledby={labelId}>
      <PropertyLabel
        id={labelId}
        label={t('builder.stylePanel.effects.shadows')}
        resolved={resolved}
        descriptionId={descriptionId}
        disabled={!writer.editable}
        onReset={() => session.once({ 'box-shadow': undefined })}
      >
        <button
          type="button"
          className="icon-button sp-add"
          aria-label={t('builder.stylePanel.effects.addShadow')}
          title={t('builder.stylePanel.effects.addShadow')}
          disabled={!writer.editable || shadows === undefined}
          onClick={() => write([...(shadows ?? []), NEW_SHADOW], true)}
        >
          <Icon name="plus" size={16} />
        </button>
      </PropertyLabel>
      {shadows === undefined ? (
        <p className="field-hint">{resolved.value}</p>
      ) : shadows.length === 0 ? (
        <p className="field-hint">{t('builder.stylePanel.effects.noShadows')}</p>
      ) : (
        <ol className="sp-list-items">
          {shadows.map((shadow, index) => {
            const n = index + 1
            return (
              <li key={index} className="sp-list-item">
                <div className="sp-list-head">
                  <span className="sp-label">{t('builder.stylePanel.effects.shadow', { n })}</span>
                  <label className="sp-check">
                    <input
                      type="checkbox"
                      checked={shadow.inset}
                      onChange={(event) => change(index, { inset: event.target.checked }, true)}
                    />
                    {t('builder.stylePanel.effects.inset')}
                  </label>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('builder.stylePanel.effects.removeShadow', { n })}
                    title={t('builder.stylePanel.effects.removeShadow', { n })}
                    onClick={() =>
                      write(
                        shadows.filter((_, i) => i !== index),
                        true,
                      )
                    }
                  >
                    <Icon name="trash" size={14} />
                  </button>
                </div>
                <div className="sp-grid-4">
                  {(['x', 'y', 'blur', 'spread'] as const).map((part) => (
                    <PartInput
                      key={part}
                      label={t(`builder.stylePanel.effects.${part}`)}
                      value={shadow[part]}
                      valid={isLength}
                      onChange={(value) => change(index, { [part]: value })}
                      onEnd={session.end}
                    />
                  ))}
                </div>
                <PartColor
                  label={t('builder.stylePanel.effects.shadowColor')}
                  value={shadow.color}
                  onChange={(color, once) => change(index, { color }, once)}
                  onEnd={session.end}
                />
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
})
