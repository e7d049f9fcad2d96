import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { describeSource, SourceIndicator } from './source-indicator'
import type { ResolvedValue } from './value-source'

/**
 * A property's label, coloured by where its value comes from (blue: set here; orange: from a
 * wider breakpoint, the default state or a reusable style), with the reset of a value set here.
 * `onScrub` makes the label a scrub handle.
 */
export function PropertyLabel({
  id,
  htmlFor,
  label,
  resolved,
  descriptionId,
  onReset,
  onScrub,
  disabled,
  children,
}: {
  id?: string
  htmlFor?: string
  label: string
  resolved: ResolvedValue
  descriptionId: string
  onReset(): void
  onScrub?: (event: React.PointerEvent<HTMLElement>) => void
  disabled?: boolean
  children?: ReactNode
}) {
  const t = useT()
  const Tag = htmlFor === undefined ? 'span' : 'label'
  return (
    <div className="sp-label-row">
      <Tag
        {...(htmlFor === undefined ? {} : { htmlFor })}
        id={id}
        className={`sp-label${onScrub && !disabled ? ' scrub-label' : ''}`}
        data-source={resolved.source}
        title={
          onScrub
            ? `${describeSource(t, resolved)}. ${t('builder.style.scrubHint')}`
            : describeSource(t, resolved)
        }
        onPointerDown={disabled ? undefined : onScrub}
      >
        {label}
      </Tag>
      {children}
      <SourceIndicator
        label={label}
        resolved={resolved}
        descriptionId={descriptionId}
        onReset={onReset}
        disabled={disabled}
      />
    </div>
  )
}
