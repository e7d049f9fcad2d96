import { observer } from 'mobx-react-lite'
import { useCallback, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { externalLinks } from '../../components/external-links'
import { RouteLink } from '../../components/route-link'
import { useNearView } from '../../components/use-near-view'
import { useStore } from '../../stores/store-context'
import { TemplateListStore } from '../templates/template-list-store'
import { TemplatePreview } from '../templates/template-preview'
import { useTemplateText } from '../templates/template-text'
import { Explainer } from './explainer'
import { Pricing } from './pricing'
import { WORD_FLIP_MS } from './rotation'
import { useRotation } from './use-rotation'

const HERO_WORDS = [
  'home.hero.word1',
  'home.hero.word2',
  'home.hero.word3',
  'home.hero.word4',
] as const

export const HomeScreen = observer(function HomeScreen() {
  const { session } = useStore()
  return (
    <div className="home">
      <p className="beta-banner">
        <span className="pill">
          <FormattedMessage id="home.beta.tag" />
        </span>{' '}
        <FormattedMessage id="home.beta.text" />
      </p>
      <Hero loggedIn={session.loggedIn} />
      <Explainer />
      <Pricing />
      <TemplatesTeaser />
      <OpenSource />
      <Support />
    </div>
  )
})

const Hero = observer(function Hero({ loggedIn }: { loggedIn: boolean }) {
  const intl = useIntl()
  const flipper = useRotation(HERO_WORDS.length, WORD_FLIP_MS)
  const words = HERO_WORDS.map((id) => intl.formatMessage({ id }))
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <h1 id="hero-title" className="hero-title">
          <FormattedMessage
            id="home.hero.title"
            values={{
              word: (
                <span key="word" className="hero-word">
                  {words.map((word, index) =>
                    index === flipper.index ? (
                      <span key={`current-${word}`} className="hero-word-current">
                        {word}
                      </span>
                    ) : (
                      <span key={word} className="hero-word-spare" aria-hidden="true">
                        {word}
                      </span>
                    ),
                  )}
                </span>
              ),
            }}
          />
        </h1>
        <p className="hero-lead">
          <FormattedMessage id="home.hero.lead" />
        </p>
        <div className="hero-actions">
          {loggedIn ? (
            <RouteLink
              to="Sites"
              query={{ s: 'new' }}
              className="button button-primary button-large"
            >
              <FormattedMessage id="home.hero.build" />
            </RouteLink>
          ) : (
            <>
              <RouteLink to="BuildScratch" className="button button-primary button-large">
                <FormattedMessage id="home.hero.try" />
              </RouteLink>
              <RouteLink to="SignUp" className="button button-secondary button-large">
                <FormattedMessage id="home.hero.signup" />
              </RouteLink>
            </>
          )}
        </div>
        <p className="muted hero-note">
          <FormattedMessage id="home.hero.note" />
        </p>
      </div>
    </section>
  )
})

const TemplatesTeaser = observer(function TemplatesTeaser() {
  const store = useStore()
  const [list] = useState(() => new TemplateListStore(store.templates))
  const section = useRef<HTMLElement>(null)
  // Below the fold: the list loads as the reader scrolls towards it, not with the page.
  useNearView(
    section,
    useCallback(() => void list.load(), [list]),
  )
  const textOf = useTemplateText()
  const shown = list.templates.slice(0, 3)
  return (
    <section ref={section} className="section" aria-labelledby="templates-title">
      <div className="container">
        <h2 id="templates-title" className="section-title">
          <FormattedMessage id="home.templates.title" />
        </h2>
        <p className="section-lead">
          <FormattedMessage id="home.templates.lead" />
        </p>
        {shown.length > 0 && (
          <ul className="card-grid">
            {shown.map((template) => {
              const text = textOf(template)
              return (
                <li key={template.id} className="card template-card">
                  <TemplatePreview template={template} />
                  <h3>{text.name}</h3>
                  {text.description && <p className="muted">{text.description}</p>}
                </li>
              )
            })}
          </ul>
        )}
        <RouteLink to="Templates" className="button button-secondary">
          <FormattedMessage id="home.templates.browse" />
        </RouteLink>
      </div>
    </section>
  )
})

function OpenSource() {
  return (
    <section className="section section-alt" aria-labelledby="oss-title">
      <div className="container split">
        <div>
          <h2 id="oss-title" className="section-title">
            <FormattedMessage id="home.oss.title" />
          </h2>
          <p className="section-lead">
            <FormattedMessage id="home.oss.text" />
          </p>
        </div>
        <a className="button button-secondary" href={externalLinks.source}>
          <FormattedMessage id="home.oss.link" />
        </a>
      </div>
    </section>
  )
}

function Support() {
  return (
    <section className="section" aria-labelledby="support-title">
      <div className="container">
        <h2 id="support-title" className="section-title">
          <FormattedMessage id="home.support.title" />
        </h2>
        <ul className="support-links">
          <li>
            <a href={externalLinks.docs}>
              <FormattedMessage id="home.support.docs" />
            </a>
          </li>
          <li>
            <a href={`mailto:${externalLinks.supportEmail}`}>
              <FormattedMessage id="home.support.email" />
            </a>
          </li>
          <li>
            <a href={`${externalLinks.source}/issues`}>
              <FormattedMessage id="home.support.issues" />
            </a>
          </li>
        </ul>
      </div>
    </section>
  )
}
