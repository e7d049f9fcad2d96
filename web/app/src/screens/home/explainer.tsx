import { FormattedMessage } from 'react-intl'

const steps = [
  { title: 'home.explainer.step1.title', text: 'home.explainer.step1.text' },
  { title: 'home.explainer.step2.title', text: 'home.explainer.step2.text' },
  { title: 'home.explainer.step3.title', text: 'home.explainer.step3.text' },
] as const

/** The three-part explainer: pick, make it yours, publish. */
export function Explainer() {
  return (
    <section className="section" aria-labelledby="explainer-title">
      <div className="container">
        <h2 id="explainer-title" className="section-title">
          <FormattedMessage id="home.explainer.title" />
        </h2>
        <ol className="explainer">
          {steps.map((step, index) => (
            <li key={step.title} className="explainer-step">
              <StepArt index={index} />
              <h3>
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <FormattedMessage id={step.title} />
              </h3>
              <p className="muted">
                <FormattedMessage id={step.text} />
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

function StepArt({ index }: { index: number }) {
  return (
    <svg className="step-art" viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="152" height="92" rx="8" className="art-frame" />
      <rect x="4" y="4" width="152" height="14" rx="8" className="art-bar" />
      {index === 0 && (
        <>
          <rect x="14" y="26" width="40" height="30" rx="4" className="art-a" />
          <rect x="60" y="26" width="40" height="30" rx="4" className="art-b" />
          <rect x="106" y="26" width="40" height="30" rx="4" className="art-b" />
          <rect x="14" y="62" width="40" height="26" rx="4" className="art-b" />
          <rect x="60" y="62" width="40" height="26" rx="4" className="art-b" />
          <rect x="106" y="62" width="40" height="26" rx="4" className="art-b" />
        </>
      )}
      {index === 1 && (
        <>
          <rect x="14" y="26" width="86" height="10" rx="3" className="art-a" />
          <rect x="14" y="42" width="60" height="6" rx="3" className="art-b" />
          <rect x="14" y="54" width="70" height="6" rx="3" className="art-b" />
          <rect x="14" y="68" width="36" height="14" rx="7" className="art-a" />
          <rect x="110" y="26" width="36" height="62" rx="4" className="art-c" />
        </>
      )}
      {index === 2 && (
        <>
          <circle cx="80" cy="54" r="24" className="art-a" />
          <path d="M70 54 l7 7 l14 -15" className="art-check" />
        </>
      )}
    </svg>
  )
}
