import { observer } from 'mobx-react-lite'
import { FormattedMessage, useIntl } from 'react-intl'
import { useRotation } from './use-rotation'

/** How long each of the explainer's three chapters plays. */
export const EXPLAINER_CHAPTER_MS = 5000

const chapters = [
  { title: 'home.explainer.step1.title', text: 'home.explainer.step1.text' },
  { title: 'home.explainer.step2.title', text: 'home.explainer.step2.text' },
  { title: 'home.explainer.step3.title', text: 'home.explainer.step3.text' },
] as const

/**
 * The three-part explainer (pick, make it yours, publish): an animated film in three chapters
 * that plays by itself, loops, and can be paused or moved to a chapter. It starts paused for
 * people who ask for reduced motion. The pictures are drawn, so captions follow the language.
 */
export const Explainer = observer(function Explainer() {
  const intl = useIntl()
  const player = useRotation(chapters.length, EXPLAINER_CHAPTER_MS)
  const chapter = chapters[player.index]!
  return (
    <section className="section" aria-labelledby="explainer-title">
      <div className="container">
        <h2 id="explainer-title" className="section-title">
          <FormattedMessage id="home.explainer.title" />
        </h2>
        <figure className="explainer" data-playing={player.playing}>
          <div className="explainer-stage">
            <ChapterArt key={player.index} index={player.index} />
          </div>
          <figcaption className="explainer-caption">
            <strong>
              <FormattedMessage id={chapter.title} />
            </strong>{' '}
            <FormattedMessage id={chapter.text} />
          </figcaption>
          <div className="explainer-controls">
            <button
              type="button"
              className="icon-button explainer-play"
              aria-label={intl.formatMessage({
                id: player.playing ? 'home.explainer.pause' : 'home.explainer.play',
              })}
              onClick={() => player.toggle()}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                {player.playing ? (
                  <path d="M5 3h3v14H5zM12 3h3v14h-3z" />
                ) : (
                  <path d="M6 3l11 7-11 7z" />
                )}
              </svg>
            </button>
            <ol
              className="explainer-chapters"
              aria-label={intl.formatMessage({ id: 'home.explainer.chapters' })}
            >
              {chapters.map((item, index) => (
                <li key={item.title}>
                  <button
                    type="button"
                    className="explainer-chapter"
                    aria-current={index === player.index ? 'step' : undefined}
                    onClick={() => player.select(index)}
                  >
                    <span className="chapter-track" aria-hidden="true">
                      {index === player.index && (
                        <span
                          key={player.round}
                          className="chapter-fill"
                          style={{ animationDuration: `${EXPLAINER_CHAPTER_MS}ms` }}
                        />
                      )}
                    </span>
                    <span className="step-number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <FormattedMessage id={item.title} />
                  </button>
                </li>
              ))}
            </ol>
          </div>
        </figure>
      </div>
    </section>
  )
})

/** One chapter's picture: a browser window where the step happens (CSS animates it). */
function ChapterArt({ index }: { index: number }) {
  return (
    <svg
      className={`explainer-art chapter-${index + 1}`}
      viewBox="0 0 320 180"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="2" width="316" height="176" rx="10" className="art-frame" />
      <rect x="2" y="2" width="316" height="22" rx="10" className="art-bar" />
      <circle cx="16" cy="13" r="3.5" className="art-dot" />
      <circle cx="28" cy="13" r="3.5" className="art-dot" />
      <circle cx="40" cy="13" r="3.5" className="art-dot" />
      {index === 0 && <PickArt />}
      {index === 1 && <EditArt />}
      {index === 2 && <PublishArt />}
    </svg>
  )
}

/** Template cards appear; the pointer picks the first. */
function PickArt() {
  const cards = [0, 1, 2, 3, 4, 5].map((n) => ({
    n,
    x: 18 + (n % 3) * 100,
    y: 36 + (n >= 3 ? 70 : 0),
  }))
  return (
    <>
      {cards.map(({ n, x, y }) => (
        <g key={n} className="art-card" style={{ animationDelay: `${n * 120}ms` }}>
          <rect x={x} y={y} width="84" height="58" rx="6" className={n === 0 ? 'art-a' : 'art-b'} />
          <rect x={x + 8} y={y + 10} width="44" height="6" rx="3" className="art-line" />
          <rect x={x + 8} y={y + 22} width="60" height="4" rx="2" className="art-line" />
        </g>
      ))}
      <rect x="14" y="32" width="92" height="66" rx="9" className="art-ring" />
      <path d="M0 0 L0 18 L5 13 L9 22 L12 20 L8 12 L15 12 Z" className="art-pointer" />
    </>
  )
}

/** A block is dragged onto the page, and the page takes a new colour. */
function EditArt() {
  return (
    <>
      <rect x="18" y="36" width="190" height="130" rx="6" className="art-page" />
      <rect x="30" y="48" width="120" height="12" rx="4" className="art-heading" />
      <rect x="30" y="68" width="150" height="5" rx="2.5" className="art-b" />
      <rect x="30" y="78" width="130" height="5" rx="2.5" className="art-b" />
      <rect x="30" y="136" width="56" height="18" rx="9" className="art-button" />
      <rect x="222" y="36" width="80" height="130" rx="6" className="art-panel" />
      <rect x="232" y="48" width="60" height="24" rx="4" className="art-b" />
      <rect x="232" y="80" width="60" height="24" rx="4" className="art-b" />
      <circle cx="242" cy="128" r="8" className="art-swatch-a" />
      <circle cx="262" cy="128" r="8" className="art-swatch-b" />
      <circle cx="282" cy="128" r="8" className="art-swatch-c" />
      <g className="art-drag">
        <rect x="232" y="48" width="60" height="24" rx="4" className="art-c" />
      </g>
    </>
  )
}

/** The address is typed, the site goes live. */
function PublishArt() {
  return (
    <>
      <rect x="60" y="40" width="200" height="22" rx="11" className="art-address" />
      <g className="art-typed">
        <text x="74" y="55" className="art-url">
          yoursite.tessera.site
        </text>
      </g>
      <circle cx="160" cy="118" r="34" className="art-a art-live" />
      <path d="M145 118 l10 10 l20 -22" className="art-check" />
    </>
  )
}
