import { LegalPage, type LegalSection } from './legal-page'

const sections: readonly LegalSection[] = [
  { id: 'accounts', title: 'terms.accounts.title', body: 'terms.accounts.body' },
  { id: 'content', title: 'terms.content.title', body: 'terms.content.body' },
  { id: 'acceptable-use', title: 'terms.use.title', body: 'terms.use.body' },
  { id: 'plans', title: 'terms.plans.title', body: 'terms.plans.body' },
  { id: 'termination', title: 'terms.termination.title', body: 'terms.termination.body' },
  { id: 'liability', title: 'terms.liability.title', body: 'terms.liability.body' },
  { id: 'changes', title: 'terms.changes.title', body: 'terms.changes.body' },
]

export function TermsScreen() {
  return <LegalPage title="terms.title" updated="terms.updated" sections={sections} />
}
