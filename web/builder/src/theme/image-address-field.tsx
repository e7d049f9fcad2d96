import { useId, useState } from 'react'
import { SelectAssetDialog } from '../assets/select-asset-dialog'
import { useT } from '../i18n/use-t'
import { Icon } from '../ui/icons'

/**
 * A picture setting: its address, chosen with the image picker (an uploaded image or an
 * address, or with `uploadedOnly` an uploaded image alone), and cleared with Remove. `field`
 * names it when a save fails there.
 */
export function ImageAddressField({
  label,
  field,
  value,
  error,
  hint,
  uploadedOnly = false,
  onChange,
}: {
  label: string
  field: string
  value: string
  error: string | undefined
  hint?: string
  uploadedOnly?: boolean
  onChange(address: string): void
}) {
  const t = useT()
  const [picking, setPicking] = useState(false)
  const labelId = useId()
  const errorId = useId()
  const hintId = useId()
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ')
  return (
    <div className="field seo-image-field" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="seo-image-label">
        {label}
      </span>
      <div className="seo-image-row">
        {value !== '' && <img className="seo-image-thumb" src={value} alt="" />}
        <span className="seo-image-address" title={value || undefined}>
          {value || t('builder.assets.none')}
        </span>
      </div>
      <div className="seo-image-buttons">
        <button
          type="button"
          className="button button-small"
          data-field={field}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onClick={() => setPicking(true)}
        >
          <Icon name="assets" size={14} />
          {t('builder.seo.image.choose')}
        </button>
        {value !== '' && (
          <button type="button" className="button button-small" onClick={() => onChange('')}>
            {t('builder.seo.image.remove')}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      {picking && (
        <SelectAssetDialog
          kind="image"
          onClose={() => setPicking(false)}
          {...(uploadedOnly
            ? { onPickAsset: (asset) => asset.url !== null && onChange(asset.url) }
            : { onPick: onChange })}
        />
      )}
    </div>
  )
}
