import { observer } from 'mobx-react-lite'
import { FormattedMessage } from 'react-intl'
import type { SiteView } from '../../api/sites-api'
import { FormError } from '../../components/form-error'
import { Modal } from '../../components/modal'
import { TextField } from '../../components/text-field'
import { useLocalStore } from '../../components/use-store-state'
import { DeleteSiteForm } from '../../sites/delete-site-form'
import type { SitesStore } from '../../sites/sites-store'
import { SubmitForm } from '../../components/submit-form'
import { bindField } from '../../forms/bind-field'

/** Deleting a site: its name must be typed to confirm. */
export const DeleteSiteModal = observer(function DeleteSiteModal({
  sites,
  site,
  onClose,
}: {
  sites: SitesStore
  site: SiteView
  onClose(): void
}) {
  const form = useLocalStore(() => new DeleteSiteForm(sites, site))
  return (
    <Modal title={<FormattedMessage id="sites.deleteTitle" />} onClose={onClose}>
      <SubmitForm
        onSubmit={async () => {
          if (await form.submit()) onClose()
        }}
      >
        <p>
          <FormattedMessage
            id="sites.deleteWarning"
            values={{ name: <strong>{site.name}</strong> }}
          />
        </p>
        <TextField
          label={<FormattedMessage id="sites.deleteConfirm" values={{ name: site.name }} />}
          name="confirm-name"
          autoComplete="off"
          {...bindField(form, 'typed')}
          autoFocus
        />
        <FormError error={form.state.serverError} />
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </button>
          <button
            type="submit"
            className="button button-danger"
            disabled={!form.matches || form.state.submitting}
          >
            <FormattedMessage id="sites.deleteSubmit" />
          </button>
        </div>
      </SubmitForm>
    </Modal>
  )
})
