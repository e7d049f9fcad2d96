import { useId, useState, type ReactNode } from 'react'
import {
  WEEK_DAYS,
  type OpeningHours,
  type SiteOrganization,
  type SiteSeoProblem,
  type WeekDay,
} from '@tessera/site-format'
import { useT } from '../i18n/use-t'
import { Icon } from '../ui/icons'
import { ImageAddressField } from './image-address-field'
import type { ThemeActions } from './theme-actions'

interface OrganizationDraft {
  type: SiteOrganization['type']
  name: string
  logo: string
  telephone: string
  email: string
  street: string
  locality: string
  region: string
  postalCode: string
  country: string
  hours: OpeningHours[]
  sameAs: string
}

const ADDRESS_FIELDS = ['street', 'locality', 'region', 'postalCode', 'country'] as const

function draftOf(org: SiteOrganization | undefined): OrganizationDraft {
  return {
    type: org?.type ?? 'Organization',
    name: org?.name ?? '',
    logo: org?.logo ?? '',
    telephone: org?.telephone ?? '',
    email: org?.email ?? '',
    street: org?.address?.street ?? '',
    locality: org?.address?.locality ?? '',
    region: org?.address?.region ?? '',
    postalCode: org?.address?.postalCode ?? '',
    country: org?.address?.country ?? '',
    hours: structuredClone(org?.openingHours ?? []),
    sameAs: (org?.sameAs ?? []).join('\n'),
  }
}

/** The settings as stored: blank fields left out; nothing at all when every field is blank. */
export function organizationOf(draft: OrganizationDraft): SiteOrganization | undefined {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim())
  const sameAs = draft.sameAs
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const local = draft.type === 'LocalBusiness'
  const address = Object.fromEntries(
    ADDRESS_FIELDS.flatMap((key) => (text(draft[key]) ? [[key, text(draft[key])]] : [])),
  )
  const org: SiteOrganization = { type: draft.type, name: draft.name.trim() }
  if (text(draft.logo)) org.logo = text(draft.logo)
  if (text(draft.telephone)) org.telephone = text(draft.telephone)
  if (text(draft.email)) org.email = text(draft.email)
  if (local && Object.keys(address).length > 0) org.address = address
  if (local && draft.hours.length > 0) org.openingHours = structuredClone(draft.hours)
  if (sameAs.length > 0) org.sameAs = sameAs
  const blank = org.name === '' && Object.keys(org).length === 2
  return blank ? undefined : org
}

/**
 * Who is behind the site (schema.org Organization or LocalBusiness with its address and opening
 * hours), described with the WebSite on the home page. Saved as one undoable command.
 */
export function OrganizationForm({
  actions,
  organization,
}: {
  actions: ThemeActions
  organization: SiteOrganization | undefined
}) {
  const t = useT()
  const [draft, setDraft] = useState(() => draftOf(organization))
  const [problem, setProblem] = useState<SiteSeoProblem | undefined>(undefined)
  const headingId = useId()
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(organization))
  const update = (change: Partial<OrganizationDraft>) => setDraft({ ...draft, ...change })
  const errorFor = (field: string) =>
    problem?.field === `organization.${field}`
      ? t(problem.error.key, problem.error.params)
      : undefined
  const local = draft.type === 'LocalBusiness'
  const setHours = (index: number, change: Partial<OpeningHours>) =>
    update({
      hours: draft.hours.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
    })

  return (
    <form
      className="theme-form seo-section"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault()
        const found = actions.saveSeo({ organization: organizationOf(draft) })
        setProblem(found)
        if (found) {
          const field = found.field.replace(/^organization\./, '')
          event.currentTarget
            .querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`)
            ?.focus()
        }
      }}
    >
      <h3 id={headingId}>{t('builder.seo.org.title')}</h3>
      <p className="field-hint">{t('builder.seo.org.hint')}</p>
      <Field label={t('builder.seo.org.type')} field="type" error={errorFor('type')}>
        {(props) => (
          <select
            {...props}
            value={draft.type}
            onChange={(e) => update({ type: e.target.value as SiteOrganization['type'] })}
          >
            <option value="Organization">{t('builder.seo.org.organization')}</option>
            <option value="LocalBusiness">{t('builder.seo.org.localBusiness')}</option>
          </select>
        )}
      </Field>
      <Field label={t('builder.seo.org.name')} field="name" error={errorFor('name')}>
        {(props) => (
          <input {...props} value={draft.name} onChange={(e) => update({ name: e.target.value })} />
        )}
      </Field>
      <ImageAddressField
        label={t('builder.seo.org.logo')}
        field="logo"
        value={draft.logo}
        error={errorFor('logo')}
        onChange={(logo) => update({ logo })}
      />
      <Field label={t('builder.seo.org.telephone')} field="telephone" error={errorFor('telephone')}>
        {(props) => (
          <input
            {...props}
            type="tel"
            value={draft.telephone}
            onChange={(e) => update({ telephone: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('builder.seo.org.email')} field="email" error={errorFor('email')}>
        {(props) => (
          <input
            {...props}
            type="email"
            value={draft.email}
            onChange={(e) => update({ email: e.target.value })}
          />
        )}
      </Field>
      {local && (
        <fieldset className="theme-head-list">
          <legend>{t('builder.seo.org.address')}</legend>
          {ADDRESS_FIELDS.map((key) => (
            <Field
              key={key}
              label={t(`builder.seo.org.address.${key}`)}
              field={`address.${key}`}
              error={errorFor(`address.${key}`)}
            >
              {(props) => (
                <input
                  {...props}
                  value={draft[key]}
                  onChange={(e) => update({ [key]: e.target.value })}
                />
              )}
            </Field>
          ))}
        </fieldset>
      )}
      {local && (
        <fieldset className="theme-head-list">
          <legend>{t('builder.seo.org.hours')}</legend>
          {draft.hours.map((entry, index) => (
            <HoursRow
              key={index}
              index={index}
              entry={entry}
              errorFor={errorFor}
              onChange={(change) => setHours(index, change)}
              onRemove={() => update({ hours: draft.hours.filter((_, at) => at !== index) })}
            />
          ))}
          <button
            type="button"
            className="button button-small"
            onClick={() =>
              update({
                hours: [
                  ...draft.hours,
                  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:00' },
                ],
              })
            }
          >
            <Icon name="plus" size={14} />
            {t('builder.seo.org.addHours')}
          </button>
        </fieldset>
      )}
      <Field
        label={t('builder.seo.org.sameAs')}
        field="sameAs"
        error={
          errorFor('sameAs') ??
          (problem?.field.startsWith('organization.sameAs[')
            ? t(problem.error.key, problem.error.params)
            : undefined)
        }
      >
        {(props) => (
          <textarea
            {...props}
            rows={2}
            spellCheck={false}
            placeholder="https://instagram.com/…"
            value={draft.sameAs}
            onChange={(e) => update({ sameAs: e.target.value })}
          />
        )}
      </Field>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={!changed}
          onClick={() => {
            setProblem(undefined)
            setDraft(draftOf(organization))
          }}
        >
          {t('builder.common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={!changed}>
          {t('builder.common.save')}
        </button>
      </div>
    </form>
  )
}

function HoursRow({
  index,
  entry,
  errorFor,
  onChange,
  onRemove,
}: {
  index: number
  entry: OpeningHours
  errorFor(field: string): string | undefined
  onChange(change: Partial<OpeningHours>): void
  onRemove(): void
}) {
  const t = useT()
  const at = `openingHours[${index}]`
  const toggle = (day: WeekDay) =>
    onChange({
      days: entry.days.includes(day)
        ? entry.days.filter((d) => d !== day)
        : WEEK_DAYS.filter((d) => d === day || entry.days.includes(d)),
    })
  const error = errorFor(`${at}.days`) ?? errorFor(`${at}.opens`) ?? errorFor(`${at}.closes`)
  return (
    <div className="seo-hours-row">
      <fieldset className="seo-days" data-field={`${at}.days`} tabIndex={-1}>
        <legend className="visually-hidden">{t('builder.seo.org.days', { n: index + 1 })}</legend>
        {WEEK_DAYS.map((day) => (
          <label key={day} className="seo-day">
            <input
              type="checkbox"
              checked={entry.days.includes(day)}
              onChange={() => toggle(day)}
            />
            <span>{t(`builder.seo.day.${day}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="seo-hours-times">
        <Field label={t('builder.seo.org.opens')} field={`${at}.opens`} error={undefined}>
          {(props) => (
            <input
              {...props}
              type="time"
              value={entry.opens}
              onChange={(e) => onChange({ opens: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('builder.seo.org.closes')} field={`${at}.closes`} error={undefined}>
          {(props) => (
            <input
              {...props}
              type="time"
              value={entry.closes}
              onChange={(e) => onChange({ closes: e.target.value })}
            />
          )}
        </Field>
        <button
          type="button"
          className="icon-button theme-remove"
          aria-label={t('builder.seo.org.removeHours', { n: index + 1 })}
          title={t('builder.seo.org.removeHours', { n: index + 1 })}
          onClick={onRemove}
        >
          <Icon name="trash" size={16} />
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

interface ControlProps {
  id: string
  'data-field': string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** A labelled control with its error below, found by its field path when a save fails. */
function Field({
  label,
  field,
  error,
  children,
}: {
  label: string
  field: string
  error: string | undefined
  children(props: ControlProps): ReactNode
}) {
  const id = useId()
  const errorId = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'data-field': field,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
