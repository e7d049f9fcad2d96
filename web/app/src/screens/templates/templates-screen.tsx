import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { SITE_CATEGORIES, type TemplateSummary } from '../../api/templates-api'
import { RouteLink } from '../../components/route-link'
import { SelectField } from '../../components/select-field'
import { useLocalStore } from '../../components/use-store-state'
import { SitesStore } from '../../sites/sites-store'
import { useStore } from '../../stores/store-context'
import { CreateSiteModal } from '../sites/create-site-modal'
import { TemplateListStore } from './template-list-store'
import { TemplatePreview } from './template-preview'
import { useTemplateText } from './template-text'

/** Cards shown above the fold on a wide screen. */
const FIRST_ROW = 3

const categoryKey = (category: string) =>
  `categories.${category.replace(/\s/g, '')}` as 'categories.Blog'

/** The template picker: browse by category, start a new site from one. */
export const TemplatesScreen = observer(function TemplatesScreen() {
  const store = useStore()
  const intl = useIntl()
  const navigate = useNavigate()
  const list = useLocalStore(() => new TemplateListStore(store.templates))
  const sites = useLocalStore(() => new SitesStore(store.sites))
  const [category, setCategory] = useState('')
  const [chosen, setChosen] = useState<TemplateSummary>()
  const textOf = useTemplateText()
  useEffect(() => void list.load(category ? { categories: category } : {}), [list, category])

  return (
    <div className="container page templates-page">
      <div className="page-head">
        <h1 className="page-title">
          <FormattedMessage id="templates.title" />
        </h1>
        <SelectField
          label={<FormattedMessage id="templates.category" />}
          value={category}
          onValue={setCategory}
          options={[
            { value: '', label: intl.formatMessage({ id: 'templates.allCategories' }) },
            ...SITE_CATEGORIES.map((c) => ({
              value: c,
              label: intl.formatMessage({ id: categoryKey(c) }),
            })),
          ]}
        />
      </div>
      <p className="section-lead">
        <FormattedMessage id="templates.lead" />
      </p>
      {list.status === 'loading' && (
        // The same box as the empty state, so the page does not shift when the list arrives.
        <p role="status" className="card empty-state muted">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {list.status !== 'loading' && list.templates.length === 0 && (
        <p className="card empty-state muted">
          <FormattedMessage id="templates.empty" />
        </p>
      )}
      <ul className="card-grid">
        {list.templates.map((template, index) => {
          const text = textOf(template)
          return (
            <li key={template.id} className="card template-card">
              {/* The first row is in view on arrival: it loads at once, the first one first. */}
              <TemplatePreview template={template} eager={index < FIRST_ROW} first={index === 0} />
              <h2 className="template-name">{text.name}</h2>
              {text.description && <p className="muted">{text.description}</p>}
              {template.categories && template.categories.length > 0 && (
                <p className="template-tags">
                  {template.categories.map((c) => (
                    <span key={c} className="badge badge-neutral">
                      {(SITE_CATEGORIES as readonly string[]).includes(c)
                        ? intl.formatMessage({ id: categoryKey(c) })
                        : c}
                    </span>
                  ))}
                </p>
              )}
              {store.session.loggedIn ? (
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => setChosen(template)}
                >
                  <FormattedMessage id="templates.use" />
                  <span className="visually-hidden"> {text.name}</span>
                </button>
              ) : (
                <RouteLink
                  to="BuildScratch"
                  query={{ template: template.id }}
                  className="button button-primary"
                >
                  <FormattedMessage id="templates.use" />
                  <span className="visually-hidden"> {text.name}</span>
                </RouteLink>
              )}
            </li>
          )
        })}
      </ul>
      {chosen && (
        <CreateSiteModal
          sites={sites}
          content={() => store.templates.content(chosen.id)}
          onClose={() => setChosen(undefined)}
          onCreated={(siteId) => navigate(store.path('Build', { siteId }))}
        />
      )}
    </div>
  )
})
