import { useT, type Translate } from '../../i18n/use-t'
import { pseudoLabel } from '../../panels/styles/row-form'
import type { ResolvedValue } from './value-source'

/** In words, where a value comes from (what the label's colour says). */
export function describeSource(t: Translate, resolved: ResolvedValue): string {
  const place = {
    breakpoint: resolved.breakpointName ?? '',
    state: resolved.pseudoClass ? pseudoLabel(t, resolved.pseudoClass) : '',
  }
  const source =
    resolved.source === 'here'
      ? t('builder.stylePanel.source.here', place)
      : resolved.source === 'breakpoint'
        ? t('builder.stylePanel.source.breakpoint', place)
        : resolved.source === 'state'
          ? t('builder.stylePanel.source.state', place)
          : resolved.source === 'mixin'
            ? t('builder.stylePanel.source.mixin', { name: resolved.mixinName ?? '' })
            : t('builder.stylePanel.source.none')
  if (resolved.themeVariables.length === 0) return source
  return `${source} · ${t('builder.stylePanel.source.theme', {
    names: resolved.themeVariables.join(', '),
  })}`
}

/**
 * The mark beside a property's label: blue when set here, orange when it comes from elsewhere.
 * A value set here resets with one click.
 */
export function SourceIndicator({
  label,
  resolved,
  descriptionId,
  onReset,
  disabled,
}: {
  label: string
  resolved: ResolvedValue
  descriptionId: string
  onReset(): void
  disabled?: boolean
}) {
  const t = useT()
  const description = describeSource(t, resolved)
  return (
    <>
      <span id={descriptionId} className="visually-hidden">
        {description}
      </span>
      {resolved.here !== undefined ? (
        <button
          type="button"
          className="sp-reset"
          data-source="here"
          title={`${description}. ${t('builder.stylePanel.reset', { name: label })}`}
          aria-label={t('builder.stylePanel.reset', { name: label })}
          disabled={disabled}
          onClick={onReset}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </>
  )
}
