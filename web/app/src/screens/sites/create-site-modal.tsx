import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ContentParts } from '../../api/sites-api'
import type { TemplateSummary } from '../../api/templates-api'
import { FormError } from '../../components/form-error'
import { Modal } from '../../components/modal'
import { TextField } from '../../components/text-field'
import { useLocalStore } from '../../components/use-store-state'
import { CreateSiteForm } from '../../sites/create-site-form'
import { SITES_BASE_DOMAIN } from '../../sites/site-address'
import type { SitesStore } from '../../sites/sites-store'
import { SubmitForm } from '../../components/submit-form'
import { bindField } from '../../forms/bind-field'
import { useStore } from '../../stores/store-context'
import { TemplateListStore } from '../templates/template-list-store'
import { TemplatePreview } from '../templates/template-preview'
import { useTemplateText } from '../templates/template-text'

/** Template cards in view when the choice opens: their previews load at once. */
const FIRST_ROW = 3

/**
 * Creating a site: its name and subdomain, then how it starts (a shipped template or a blank
 * page). With `content` given (a template chosen already), the first step creates it.
 */
export const CreateSiteModal = observer(function CreateSiteModal({
  sites,
  content,
  onClose,
  onCreated,
}: {
  sites: SitesStore
  content?: () => Promise<ContentParts>
  onClose(): void
  /** Where to go once the site exists (the dialog then does not close itself). */
  onCreated?(siteId: string): void
}) {
  const intl = useIntl()
  const form = useLocalStore(() => new CreateSiteForm(sites, content))
  const [step, setStep] = useState<'name' | 'start'>('name')

  const create = async (start?: () => Promise<ContentParts>) => {
    if (await form.submit(start)) {
      // Going to the new site takes the place of closing.
      if (onCreated) onCreated(form.created!.id)
      else onClose()
      // A refused name or subdomain is fixed where it was typed.
    } else setStep('name')
  }

  if (step === 'start') {
    return (
      <Modal title={<FormattedMessage id="sites.start.title" />} size="large" onClose={onClose}>
        <StartChoice
          name={form.name.trim()}
          busy={form.state.submitting}
          onChoose={(start) => void create(start)}
          onBack={() => setStep('name')}
        />
      </Modal>
    )
  }

  return (
    <Modal title={<FormattedMessage id="sites.createTitle" />} onClose={onClose}>
      <SubmitForm
        onSubmit={async () => {
          if (content) await create()
          else if (form.checkAll()) setStep('start')
        }}
      >
        <TextField
          label={<FormattedMessage id="sites.name" />}
          name="site-name"
          {...bindField(form, 'name')}
          autoFocus
        />
        <TextField
          label={<FormattedMessage id="sites.subdomain" />}
          name="subdomain"
          {...bindField(form, 'subdomain')}
          autoCapitalize="none"
          hint={
            <FormattedMessage
              id="sites.subdomainHint"
              values={{ host: `${form.subdomain || 'your-site'}.${SITES_BASE_DOMAIN}` }}
            />
          }
        />
        <FormError error={form.state.serverError} />
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </button>
          <button type="submit" className="button button-primary" disabled={form.state.submitting}>
            {intl.formatMessage({ id: content ? 'sites.createSubmit' : 'sites.start.next' })}
          </button>
        </div>
      </SubmitForm>
    </Modal>
  )
})

/** The second step: the shipped templates by summary, and a blank page; one click creates. */
const StartChoice = observer(function StartChoice({
  name,
  busy,
  onChoose,
  onBack,
}: {
  name: string
  busy: boolean
  onChoose(start?: () => Promise<ContentParts>): void
  onBack(): void
}) {
  const store = useStore()
  const list = useLocalStore(() => new TemplateListStore(store.templates))
  const textOf = useTemplateText()
  const lead = useRef<HTMLParagraphElement>(null)
  useEffect(() => void list.load(), [list])
  // The dialog's first control would be the close button: start reading at the question.
  useEffect(() => lead.current?.focus(), [])

  return (
    <div className="start-choice">
      <p className="muted start-lead" ref={lead} tabIndex={-1}>
        <FormattedMessage id="sites.start.lead" values={{ name }} />
      </p>
      <ul className="start-grid">
        <li>
          <StartOption
            name={<FormattedMessage id="sites.start.blank" />}
            description={<FormattedMessage id="sites.start.blankText" />}
            picture={<span className="start-blank" aria-hidden="true" />}
            disabled={busy}
            onClick={() => onChoose()}
          />
        </li>
        {list.templates.map((template: TemplateSummary, index) => {
          const text = textOf(template)
          return (
            <li key={template.id}>
              <StartOption
                name={text.name}
                description={text.description}
                picture={<TemplatePreview template={template} eager={index < FIRST_ROW} />}
                disabled={busy}
                // The template's content is fetched only once it is chosen.
                onClick={() => onChoose(() => store.templates.content(template.id))}
              />
            </li>
          )
        })}
      </ul>
      {list.status === 'loading' && (
        <p role="status" className="muted">
          <FormattedMessage id="sites.start.loading" />
        </p>
      )}
      {busy && (
        <p role="status" className="start-busy">
          <FormattedMessage id="sites.start.creating" />
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onBack} disabled={busy}>
          <FormattedMessage id="sites.start.back" />
        </button>
      </div>
    </div>
  )
})

/**
 * One way to start, as a card: the button holds the picture and the name (its accessible name
 * is what it shows); the whole card takes the click, and the description is read after it.
 */
function StartOption({
  name,
  description,
  picture,
  disabled,
  onClick,
}: {
  name: ReactNode
  description?: ReactNode
  picture: ReactNode
  disabled: boolean
  onClick(): void
}) {
  const descriptionId = useId()
  return (
    <div className="start-option">
      <button
        type="button"
        className="start-button"
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={onClick}
      >
        {picture}
        <span className="start-name">{name}</span>
      </button>
      {description && (
        <p className="start-description" id={descriptionId}>
          {description}
        </p>
      )}
    </div>
  )
}
