import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../i18n/message-key'

export interface LegalSection {
  id: string
  title: MessageKey
  body: MessageKey
}

/** A legal page: contents with anchors, then each section (scrolled to by its #id). */
export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: MessageKey
  updated: MessageKey
  sections: readonly LegalSection[]
}) {
  const intl = useIntl()
  return (
    <article className="container page legal" id="legal" aria-labelledby="legal-title">
      <h1 id="legal-title" className="page-title">
        <FormattedMessage id={title} />
      </h1>
      <p className="muted">
        <FormattedMessage id={updated} />
      </p>
      <nav className="legal-contents" aria-label={intl.formatMessage({ id: 'legal.contents' })}>
        <h2 className="legal-contents-title">
          <FormattedMessage id="legal.contents" />
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>
                <FormattedMessage id={section.title} />
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          tabIndex={-1}
        >
          <h2 id={`${section.id}-title`}>
            <FormattedMessage id={section.title} />
          </h2>
          <p>
            <FormattedMessage id={section.body} />
          </p>
        </section>
      ))}
    </article>
  )
}
