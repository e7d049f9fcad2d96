import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { addedComponents, formKindOf, formWithoutTable } from '@tessera/site-format'
import { useBuilder } from '../store-context'
import type { BuilderStore } from '../store/builder-store'
import { Dialog } from '../ui/dialog'
import { useT } from '../i18n/use-t'
import { useErrorText } from '../custom-data/use-error-text'
import {
  FormWalkthrough,
  closeWalkthrough,
  openWalkthrough,
  walkthroughRecord,
  type WalkthroughError,
} from './form-walkthrough'
import type { FormKind } from './walkthrough-model'
import './walkthroughs.css'

const KINDS: readonly FormKind[] = ['contactForm', 'mailingList']

/**
 * The contact-form and mailing-list walkthroughs: one opens when such a form is added to a
 * server site by a signed-in user, or from the form's Set up button, and stays open (in the
 * editor state) until it is confirmed or cancelled.
 */
export const FormWalkthroughs = observer(function FormWalkthroughs() {
  const store = useBuilder()
  useEffect(
    () =>
      store.editor.onEdit((step, _effects, remote) => {
        // Another saver's form is theirs to set up.
        if (remote || !('do' in step) || store.variant !== 'server' || !store.loggedIn) return
        for (const component of addedComponents(step.do)) {
          const kind = formWithoutTable(component)
          if (kind) openWalkthrough(store, kind, component.id)
        }
      }),
    [store],
  )
  // A walkthrough whose form went away (undone, deleted) closes.
  void store.editor.structureVersion
  return (
    <>
      {KINDS.map((kind) => {
        const record = walkthroughRecord(store, kind)
        if (!record) return null
        if (!store.editor.doc.hasComponent(record.formId)) return <Forget key={kind} kind={kind} />
        return <WalkthroughDialog key={`${kind}-${record.formId}`} kind={kind} store={store} />
      })}
    </>
  )
})

function Forget({ kind }: { kind: FormKind }) {
  const store = useBuilder()
  useEffect(() => closeWalkthrough(store, kind), [store, kind])
  return null
}

const WalkthroughDialog = observer(function WalkthroughDialog({
  kind,
  store,
}: {
  kind: FormKind
  store: BuilderStore
}) {
  const t = useT()
  const intl = useIntl()
  const [walkthrough] = useState(() => {
    const record = walkthroughRecord(store, kind)!
    return new FormWalkthrough(store, kind, record.formId, record, intl.locale.toLowerCase(), () =>
      closeWalkthrough(store, kind),
    )
  })
  useEffect(() => {
    void walkthrough.load()
  }, [walkthrough])
  const body = useRef<HTMLFormElement>(null)
  const step = walkthrough.step
  // Each step takes the focus to its first control, so the keyboard carries on from there.
  useEffect(() => {
    if (step === undefined) return
    body.current
      ?.querySelector<HTMLElement>('.walkthrough-step input, .walkthrough-step button')
      ?.focus()
  }, [step])
  const cancel = () => closeWalkthrough(store, kind)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (walkthrough.confirms) void walkthrough.confirm()
    else walkthrough.move('next')
  }
  const prefix = `builder.walkthrough.${kind}`
  return (
    <Dialog title={t(`${prefix}.title`)} onClose={cancel} dismissable={false} size="medium">
      <form
        ref={body}
        className="walkthrough"
        data-step={step ?? 'loading'}
        onSubmit={submit}
        noValidate
        aria-busy={step === undefined || walkthrough.busy}
      >
        {step === undefined ? (
          <div className="walkthrough-loading" role="status">
            <span className="walkthrough-spinner" aria-hidden="true" />
            <span>{t('builder.walkthrough.loading')}</span>
          </div>
        ) : (
          <>
            <StepBody walkthrough={walkthrough} />
            {walkthrough.error?.field === 'form' && <ErrorLine error={walkthrough.error} />}
          </>
        )}
        <div className="form-actions walkthrough-actions">
          {walkthrough.can('back') && (
            <button type="button" className="button" onClick={() => walkthrough.move('back')}>
              {t('builder.walkthrough.back')}
            </button>
          )}
          <button type="button" className="button" onClick={cancel}>
            {t('builder.common.cancel')}
          </button>
          {walkthrough.confirms ? (
            <button
              type="submit"
              className="button primary"
              disabled={!walkthrough.canConfirm || !walkthrough.hasClient}
            >
              {t('builder.walkthrough.confirm')}
            </button>
          ) : walkthrough.can('next') ? (
            <button type="submit" className="button primary">
              {t('builder.walkthrough.next')}
            </button>
          ) : null}
        </div>
      </form>
    </Dialog>
  )
})

function ErrorLine({ error, id }: { error: WalkthroughError; id?: string }) {
  const t = useT()
  const errorText = useErrorText()
  const text = error.key !== undefined ? t(error.key) : errorText(error.failure)
  return (
    <p id={id} className="field-error" role="alert">
      {text}
    </p>
  )
}

const StepBody = observer(function StepBody({ walkthrough }: { walkthrough: FormWalkthrough }) {
  const t = useT()
  const prefix = `builder.walkthrough.${walkthrough.kind}`
  const nameErrorId = useId()
  const recipientsErrorId = useId()
  const error = walkthrough.error
  switch (walkthrough.step) {
    case 'Init':
      return (
        <div className="walkthrough-step">
          <p>{t(`${prefix}.init`)}</p>
          <div className="walkthrough-choices">
            <button
              type="button"
              className="button walkthrough-choice"
              onClick={() => walkthrough.move('create')}
            >
              <strong>{t('builder.walkthrough.createChoice')}</strong>
              <span>{t(`${prefix}.createHelp`)}</span>
            </button>
            <button
              type="button"
              className="button walkthrough-choice"
              onClick={() => walkthrough.move('link')}
            >
              <strong>{t('builder.walkthrough.linkChoice')}</strong>
              <span>{t(`${prefix}.linkHelp`)}</span>
            </button>
          </div>
        </div>
      )
    case 'LinkTable':
      return (
        <fieldset className="walkthrough-step walkthrough-tables">
          <legend>{t(`${prefix}.linkLegend`)}</legend>
          {walkthrough.tables.map((table) => (
            <label key={table.id} className="walkthrough-table">
              <input
                type="radio"
                name="walkthrough-table"
                value={table.name}
                checked={walkthrough.linkTable === table.name}
                onChange={() => walkthrough.setLinkTable(table.name)}
              />
              <span className="walkthrough-table-name">{table.name}</span>
              <span className="walkthrough-table-columns">
                {Object.keys(table.columns).join(', ')}
              </span>
            </label>
          ))}
        </fieldset>
      )
    case 'CreateTable': {
      const nameInvalid = error?.field === 'tableName'
      return (
        <div className="walkthrough-step">
          <p>{t(`${prefix}.createText`)}</p>
          <label className="field">
            <span>{t('builder.walkthrough.tableName')}</span>
            <input
              value={walkthrough.tableName}
              aria-invalid={nameInvalid ? true : undefined}
              aria-describedby={nameInvalid ? nameErrorId : undefined}
              onChange={(event) => walkthrough.setTableName(event.currentTarget.value)}
            />
          </label>
          {nameInvalid && error && <ErrorLine error={error} id={nameErrorId} />}
          <label className="checkbox">
            <input
              type="checkbox"
              checked={walkthrough.includeName}
              onChange={(event) => walkthrough.setIncludeName(event.currentTarget.checked)}
            />
            <span>{t('builder.walkthrough.includeName')}</span>
          </label>
          <p className="walkthrough-note">{t(`${prefix}.columnsNote`)}</p>
        </div>
      )
    }
    case 'Recipients': {
      const invalid = error?.field === 'recipients'
      return (
        <fieldset className="walkthrough-step walkthrough-recipients">
          <legend>{t('builder.walkthrough.recipients')}</legend>
          <p>{t('builder.walkthrough.recipientsText')}</p>
          {walkthrough.recipients.map((email, index) => {
            const bad = invalid && error?.row === index
            return (
              <div key={index} className={`walkthrough-recipient${bad ? ' invalid' : ''}`}>
                <label className="field">
                  <span>{t('builder.walkthrough.recipientN', { n: index + 1 })}</span>
                  <input
                    type="email"
                    value={email}
                    aria-invalid={bad ? true : undefined}
                    aria-describedby={bad ? recipientsErrorId : undefined}
                    onChange={(event) => walkthrough.setRecipient(index, event.currentTarget.value)}
                  />
                </label>
                <button
                  type="button"
                  className="button"
                  aria-label={t('builder.walkthrough.removeRecipientN', { n: index + 1 })}
                  onClick={() => walkthrough.removeRecipient(index)}
                >
                  {t('builder.walkthrough.removeRecipient')}
                </button>
              </div>
            )
          })}
          <button type="button" className="button" onClick={() => walkthrough.addRecipient()}>
            {t('builder.walkthrough.addRecipient')}
          </button>
          {invalid && error && <ErrorLine error={error} id={recipientsErrorId} />}
        </fieldset>
      )
    }
    default:
      return null
  }
})

/** The component menu's button that (re)opens the walkthrough of a selected form. */
export const FormSetupButton = observer(function FormSetupButton({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  store.editor.signals.track(id)
  const component = store.editor.doc.findComponent(id)
  const kind = formKindOf(component)
  if (!kind || store.variant !== 'server') return null
  return (
    <div className="menu-section walkthrough-setup">
      <button
        type="button"
        className="button primary"
        onClick={() => openWalkthrough(store, kind, id)}
      >
        {t(`builder.walkthrough.${kind}.setup`)}
      </button>
    </div>
  )
})
