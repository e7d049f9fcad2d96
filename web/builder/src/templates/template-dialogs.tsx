import { shippedTemplateKey } from '@tessera/site-format'
import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Dialog } from '../ui/dialog'
import { canSaveTemplate, type TemplateActions, type TemplateCard } from './template-actions'
import './templates.css'

/** The select-template and save-template dialogs of the File menu, and the overwrite warning. */
export const TemplateDialogs = observer(function TemplateDialogs() {
  const { templates } = useBuilder()
  const t = useT()
  const text = useTemplateText()
  const dialog = templates.dialog
  return (
    <>
      <p className="visually-hidden" role="status">
        {templates.notice !== undefined && templates.dialog === undefined
          ? t(templates.notice.key, { name: text(templates.notice.template).name })
          : ''}
      </p>
      {dialog?.kind === 'select' && <SelectTemplateDialog templates={templates} />}
      {dialog?.kind === 'confirmSelect' && (
        <Dialog
          title={t('builder.templates.confirmTitle')}
          onClose={() => templates.closeDialog()}
          size="small"
        >
          <p className="template-warning">
            {t('builder.templates.confirm', { name: text(dialog.template).name })}
          </p>
          <div className="form-actions">
            <button type="button" className="button" onClick={() => templates.open()}>
              {t('builder.common.cancel')}
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={templates.applying}
              aria-busy={templates.applying}
              onClick={() => void templates.confirmSelect()}
            >
              {t('builder.templates.overwrite')}
            </button>
          </div>
        </Dialog>
      )}
      {dialog?.kind === 'save' && <SaveTemplateDialog templates={templates} />}
    </>
  )
})

const SelectTemplateDialog = observer(function SelectTemplateDialog({
  templates,
}: {
  templates: TemplateActions
}) {
  const store = useBuilder()
  const t = useT()
  const groupLabel = useId()
  const useHint = useId()
  const problem = templates.problem
  const chosen = templates.templates.some((template) => template.id === templates.chosenId)
  return (
    <Dialog
      title={t('builder.templates.title')}
      onClose={() => templates.closeDialog()}
      size="large"
    >
      <form
        className="template-picker"
        onSubmit={(event) => {
          event.preventDefault()
          templates.askSelect()
        }}
      >
        <p id={groupLabel} className="template-lead">
          {t('builder.templates.lead')}
        </p>
        {templates.status === 'loading' && (
          <p role="status" className="template-status">
            {t('builder.templates.loading')}
          </p>
        )}
        {templates.status === 'loaded' && templates.templates.length === 0 && (
          <p className="template-status">{t('builder.templates.empty')}</p>
        )}
        {templates.templates.length > 0 && (
          <div role="radiogroup" aria-labelledby={groupLabel} className="template-list">
            {templates.templates.map((template) => (
              <TemplateOption
                key={template.id}
                template={template}
                checked={templates.chosenId === template.id}
                onChoose={() => templates.choose(template.id)}
              />
            ))}
          </div>
        )}
        <p className="field-error" role="alert">
          {problem ? (problem.text ?? t(problem.key)) : ''}
        </p>
        <div className="form-actions">
          {!chosen && templates.templates.length > 0 && (
            <p id={useHint} className="template-use-hint">
              {t('builder.templates.chooseFirst')}
            </p>
          )}
          <button type="button" className="button" onClick={() => templates.closeDialog()}>
            {t('builder.common.cancel')}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={!chosen || !store.editor.editingEnabled}
            aria-describedby={!chosen && templates.templates.length > 0 ? useHint : undefined}
          >
            {t('builder.templates.use')}
          </button>
        </div>
      </form>
    </Dialog>
  )
})

function TemplateOption({
  template,
  checked,
  onChoose,
}: {
  template: TemplateCard
  checked: boolean
  onChoose(): void
}) {
  const preview = template.signed_preview_url ?? template.preview_url
  const { name, description } = useTemplateText()(template)
  return (
    <label className={`template-option${checked ? ' checked' : ''}`}>
      <input type="radio" name="template" checked={checked} onChange={onChoose} />
      {preview ? (
        <img src={preview} alt="" loading="lazy" width={320} height={200} />
      ) : (
        <span className="template-option-blank" aria-hidden="true" />
      )}
      <span className="template-option-name">{name}</span>
      <span className="template-option-description">{description}</span>
    </label>
  )
}

const SaveTemplateDialog = observer(function SaveTemplateDialog({
  templates,
}: {
  templates: TemplateActions
}) {
  const store = useBuilder()
  const t = useT()
  const selected = templates.selected
  const [name, setName] = useState(selected?.name ?? store.editor.site.name)
  const [description, setDescription] = useState(selected?.description ?? '')
  const ids = { name: useId(), description: useId(), hint: useId() }
  const ready = canSaveTemplate({ name, description }) && !templates.saving
  const problem = templates.problem
  const save = (update: boolean) => void templates.save({ name, description }, update)
  return (
    <Dialog title={t('builder.templates.saveTitle')} onClose={() => templates.closeDialog()}>
      <form
        className="template-save"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (ready) save(true)
        }}
      >
        <div className="field">
          <label htmlFor={ids.name}>{t('builder.templates.name')}</label>
          <input
            id={ids.name}
            value={name}
            required
            maxLength={100}
            aria-describedby={ids.hint}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.description}>{t('builder.templates.description')}</label>
          <textarea
            id={ids.description}
            value={description}
            required
            rows={3}
            maxLength={2000}
            aria-describedby={ids.hint}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <p id={ids.hint} className="template-hint">
          {selected
            ? t('builder.templates.updates', { name: selected.name })
            : t('builder.templates.required')}
        </p>
        <p className="field-error" role="alert">
          {problem ? (problem.text ?? t(problem.key)) : ''}
        </p>
        <div className="form-actions">
          <button type="button" className="button" onClick={() => templates.closeDialog()}>
            {t('builder.common.cancel')}
          </button>
          {selected && (
            <button type="button" className="button" disabled={!ready} onClick={() => save(false)}>
              {t('builder.templates.saveNew')}
            </button>
          )}
          <button type="submit" className="button button-primary" disabled={!ready}>
            {templates.saving ? t('builder.templates.saving') : t('builder.templates.save')}
          </button>
        </div>
      </form>
    </Dialog>
  )
})

/** A shipped template's name and description in the reader's language; others as saved. */
function useTemplateText() {
  const t = useT()
  return (template: TemplateCard) => {
    const key = shippedTemplateKey(template.id)
    if (key === undefined) return { name: template.name, description: template.description }
    return {
      name: t(`templates.shipped.${key}.name`),
      description: t(`templates.shipped.${key}.description`),
    }
  }
}
