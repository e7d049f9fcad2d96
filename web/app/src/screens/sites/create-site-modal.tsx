import { observer } from 'mobx-react-lite'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ContentParts } from '../../api/sites-api'
import { FormError } from '../../components/form-error'
import { Modal } from '../../components/modal'
import { TextField } from '../../components/text-field'
import { useLocalStore } from '../../components/use-store-state'
import { CreateSiteForm } from '../../sites/create-site-form'
import { SITES_BASE_DOMAIN } from '../../sites/site-address'
import type { SitesStore } from '../../sites/sites-store'
import { SubmitForm } from '../../components/submit-form'
import { bindField } from '../../forms/bind-field'

export const CreateSiteModal = observer(function CreateSiteModal({
  sites,
  content,
  onClose,
  onCreated,
}: {
  sites: SitesStore
  content?: () => Promise<ContentParts>
  onClose(): void
  onCreated?(siteId: string): void
}) {
  const intl = useIntl()
  const form = useLocalStore(() => new CreateSiteForm(sites, content))
  return (
    <Modal title={<FormattedMessage id="sites.createTitle" />} onClose={onClose}>
      <SubmitForm
        onSubmit={async () => {
          if (await form.submit()) {
            onCreated?.(form.created!.id)
            onClose()
          }
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
            {intl.formatMessage({ id: 'sites.createSubmit' })}
          </button>
        </div>
      </SubmitForm>
    </Modal>
  )
})
